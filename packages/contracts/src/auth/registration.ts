/**
 * Self-service sign-up (spec sections 4 and 7): register, verify the e-mail with a 6-digit code,
 * resend the code, then company details. Plan and payment live in ../billing.
 */
import { z } from 'zod';
import { ZErrorBody } from '../error-body.ts';
import {
  ZEmailField,
  ZNewPasswordField,
  ZPhoneField,
  ZSignUpSecretField,
  ZUserIdField,
  ZUsernameField,
} from './fields.ts';
import { v } from '../validation.ts';

export const ZRegisterRequest = z
  .object({
    username: ZUsernameField,
    email: ZEmailField,
    password: ZNewPasswordField,
  })
  .meta({ id: 'RegisterRequest' });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterResponse = z
  .object({
    verification_sent: z.boolean(),
    user_id: z.uuid(),
    sign_up_secret: z
      .string()
      .describe('Send it with every following sign-up call; it ends with the sign-up (24 hours)'),
    message: z.string().describe("'Verification email sent'"),
  })
  .meta({ id: 'RegisterResponse' });
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const VERIFICATION_CODE_LENGTH = 6;

export const ZVerifyEmailRequest = z
  .object({
    code: z
      .string(v('auth.emailCodeRequired'))
      .trim()
      .regex(/^[0-9]{6}$/, v('auth.emailCodeRequired')),
    user_id: ZUserIdField,
    sign_up_secret: ZSignUpSecretField,
  })
  .meta({ id: 'VerifyEmailRequest' });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z
  .object({ success: z.boolean(), message: z.string().describe("'Email verified successfully'") })
  .meta({ id: 'VerifyEmailResponse' });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZResendVerificationRequest = z
  .object({ user_id: ZUserIdField, sign_up_secret: ZSignUpSecretField })
  .meta({ id: 'ResendVerificationRequest' });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

export const ZResendVerificationResponse = z
  .object({
    success: z.boolean(),
    message: z.string().describe("'Verification email sent'"),
    retry_after_seconds: z.number().int().describe('Seconds before another code may be asked for'),
  })
  .meta({ id: 'ResendVerificationResponse' });
export type TResendVerificationResponse = z.infer<typeof ZResendVerificationResponse>;

/** Team-size buckets for `total_users`: a string, one of these. */
export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type TTeamSize = (typeof TEAM_SIZES)[number];

/** Industry keys for `industry`; the pages translate them. */
export const INDUSTRIES = [
  'facilities_management',
  'property_management',
  'real_estate',
  'education',
  'healthcare',
  'hospitality',
  'retail',
  'manufacturing',
  'logistics',
  'government',
  'utilities',
  'other',
] as const;
export type TIndustry = (typeof INDUSTRIES)[number];

export const ZCompanyDetailsRequest = z
  .object({
    user_id: ZUserIdField,
    sign_up_secret: ZSignUpSecretField.describe(
      "The sign_up_secret returned by register; not needed with the user's own bearer token",
    ),
    company_name: z
      .string(v('common.companyNameRequired'))
      .trim()
      .min(1, v('common.companyNameRequired'))
      .max(120, v('common.companyNameMax')),
    country: z
      .string(v('auth.countryRequired'))
      .trim()
      .toUpperCase()
      .min(1, v('auth.countryRequired'))
      .regex(/^[A-Z]{2}$/, v('common.countryFromList'))
      .describe('ISO 3166-1 alpha-2 code, e.g. GB'),
    total_users: z
      .enum(TEAM_SIZES, v('auth.teamSizeRequired'))
      .describe(`Team size bucket: ${TEAM_SIZES.join(', ')}`),
    industry: z
      .string(v('auth.industryRequired'))
      .trim()
      .min(1, v('auth.industryRequired'))
      .max(80, v('common.industryMax'))
      .describe(`One of ${INDUSTRIES.join(', ')} (free text up to 80 characters is accepted)`),
    phone: ZPhoneField.optional().nullable(),
  })
  .meta({ id: 'CompanyDetailsRequest' });
export type TCompanyDetailsRequest = z.infer<typeof ZCompanyDetailsRequest>;

export const ZCompanyDetailsResponse = z
  .object({ success: z.boolean(), message: z.string().describe("'Company details updated'") })
  .meta({ id: 'CompanyDetailsResponse' });
export type TCompanyDetailsResponse = z.infer<typeof ZCompanyDetailsResponse>;

/** A 429 from resend-verification: the error body plus how long to wait. */
export const ZResendTooSoonBody = ZErrorBody.extend({
  retry_after_seconds: z.number().int().optional(),
}).meta({ id: 'ResendTooSoonBody' });
export type TResendTooSoonBody = z.infer<typeof ZResendTooSoonBody>;
