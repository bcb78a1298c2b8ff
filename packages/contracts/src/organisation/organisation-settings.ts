/**
 * The organisation page: company details, branding (spec section 3) and the signature comment
 * (GET and PATCH /v1/organisation, POST /v1/organisation/branding/reset, PUT and DELETE
 * /v1/organisation/logo).
 */
import { z } from 'zod';
import { PHONE_PATTERN } from '../auth/fields.ts';
import { ZFileLink } from '../files/files.ts';

/** Spec section 9: the colours every organisation starts with. */
export const DEFAULT_PRIMARY_COLOR = '#10c0d2';
export const DEFAULT_HIGHLIGHT_COLOR = '#3db5c2';
export const SIGNATURE_COMMENT_MAX = 500;

/** A colour is stored as `#rrggbb` (six hex digits, lower case). */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const ORGANISATION_MESSAGES = {
  nameRequired: 'Company name is required',
  nameTooLong: 'Company name must be at most 120 characters',
  country: 'Choose a country from the list',
  industryTooLong: 'Industry must be at most 80 characters',
  phone: 'Please enter a valid phone number',
  primaryColor: 'Primary colour must be a hex colour such as #10c0d2',
  highlightColor: 'Highlight colour must be a hex colour such as #3db5c2',
  signatureTooLong: `The signature comment must be at most ${SIGNATURE_COMMENT_MAX} characters`,
} as const;

const hexColor = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(HEX_COLOR_PATTERN, { message })
    .transform((value) => value.toLowerCase());

export const ZOrganisation = z
  .object({
    id: z.uuid(),
    name: z.string(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2 code, e.g. GB'),
    industry: z.string().nullable(),
    phone: z.string().nullable(),
    primary_color: z.string().describe('Hex colour, e.g. #10c0d2'),
    highlight_color: z.string().describe('Hex colour, e.g. #3db5c2'),
    logo: ZFileLink.nullable().describe('The uploaded logo, or null for the product logo'),
    signature_comment: z
      .string()
      .nullable()
      .describe('Default text printed beside signatures on completed job sheets'),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Organisation' });
export type TOrganisation = z.infer<typeof ZOrganisation>;

/** Every field is optional: only what is sent changes. Empty strings clear optional fields. */
export const ZUpdateOrganisationRequest = z
  .object({
    name: z
      .string({ message: ORGANISATION_MESSAGES.nameRequired })
      .trim()
      .min(1, { message: ORGANISATION_MESSAGES.nameRequired })
      .max(120, { message: ORGANISATION_MESSAGES.nameTooLong }),
    country: z
      .string({ message: ORGANISATION_MESSAGES.country })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, { message: ORGANISATION_MESSAGES.country })
      .nullable(),
    industry: z
      .string()
      .trim()
      .max(80, { message: ORGANISATION_MESSAGES.industryTooLong })
      .nullable(),
    phone: z
      .string()
      .trim()
      .max(32, { message: ORGANISATION_MESSAGES.phone })
      .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), {
        message: ORGANISATION_MESSAGES.phone,
      })
      .nullable(),
    primary_color: hexColor(ORGANISATION_MESSAGES.primaryColor),
    highlight_color: hexColor(ORGANISATION_MESSAGES.highlightColor),
    signature_comment: z
      .string()
      .trim()
      .max(SIGNATURE_COMMENT_MAX, { message: ORGANISATION_MESSAGES.signatureTooLong })
      .nullable(),
  })
  .partial()
  .meta({ id: 'UpdateOrganisationRequest' });
export type TUpdateOrganisationRequest = z.input<typeof ZUpdateOrganisationRequest>;
export type TUpdateOrganisationValues = z.output<typeof ZUpdateOrganisationRequest>;
