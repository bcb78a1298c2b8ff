/**
 * The sign-up wizard's forms (spec section 5). Messages are keys of the `auth` namespace (or
 * `errors` for the shared e-mail message), translated by the form. zod/mini keeps them small.
 */
import type { TIndustry, TTeamSize } from '@mainstay/contracts';
import { DEFAULT_ROLE_KEYS } from '@mainstay/permissions';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation.ts';

// The contracts' values, repeated here so this page does not bundle full zod and every schema;
// the types (and a test) keep both in step.
export const REGISTER_PASSWORD_MIN = 8;
export const VERIFICATION_CODE_LENGTH = 6;

/** Digits, spaces, dashes, parentheses and an optional leading + (spec section 5). */
export const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;

export const TEAM_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1000+',
] as const satisfies readonly TTeamSize[];

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
] as const satisfies readonly TIndustry[];

/** The default roles an invitation may give, by key (the owner is the one signing up). */
export const INVITE_ROLE_KEYS = DEFAULT_ROLE_KEYS.filter((key) => key !== 'owner');

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'errors:validation.emailRequired'),
    z.regex(EMAIL_PATTERN, 'errors:validation.emailInvalid'),
  );

export const ZAccountForm = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'auth:validation.usernameRequired')),
  email,
  password: z
    .string()
    .check(
      z.minLength(1, 'errors:validation.passwordRequired'),
      z.minLength(REGISTER_PASSWORD_MIN, 'auth:validation.passwordMin8'),
    ),
});
export type TAccountForm = z.infer<typeof ZAccountForm>;

export const ZVerifyCodeForm = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'auth:validation.codeInvalid'),
    ),
});
export type TVerifyCodeForm = z.infer<typeof ZVerifyCodeForm>;

export const ZCompanyForm = z.object({
  company_name: z.string().check(z.trim(), z.minLength(1, 'auth:validation.companyNameRequired')),
  country: z.string().check(z.minLength(1, 'auth:validation.countryRequired')),
  total_users: z.string().check(z.minLength(1, 'auth:validation.teamSizeRequired')),
  industry: z.string().check(z.minLength(1, 'auth:validation.industryRequired')),
  phone: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)),
      'auth:validation.phoneInvalid',
    ),
  ),
});
export type TCompanyForm = z.infer<typeof ZCompanyForm>;

export const ZInviteForm = z.object({
  invitations: z.array(
    z.object({
      // Rows left empty are not sent; a filled one must be an e-mail address.
      email: z.string().check(
        z.trim(),
        z.refine(
          (value) => value === '' || EMAIL_PATTERN.test(value),
          'errors:validation.emailInvalid',
        ),
      ),
      role: z.string().check(z.minLength(1, 'auth:validation.roleRequired')),
    }),
  ),
});
export type TInviteForm = z.infer<typeof ZInviteForm>;
