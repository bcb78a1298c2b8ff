/**
 * The organisation page: company details, branding (spec section 3) and the signature comment
 * (GET and PATCH /v1/organisation, POST /v1/organisation/branding/reset, PUT and DELETE
 * /v1/organisation/logo).
 */
import { z } from 'zod';
import { PHONE_PATTERN } from '../auth/fields.ts';
import { ZFileLink } from '../files/files.ts';
import { v } from '../validation.ts';

/** Spec section 9: the colours every organisation starts with. */
export const DEFAULT_PRIMARY_COLOR = '#10c0d2';
export const DEFAULT_HIGHLIGHT_COLOR = '#3db5c2';
export const SIGNATURE_COMMENT_MAX = 500;

/** A colour is stored as `#rrggbb` (six hex digits, lower case). */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A colour field; `invalid` is the key of its validation message. */
const hexColor = (invalid: string) =>
  z
    .string(v(invalid))
    .trim()
    .regex(HEX_COLOR_PATTERN, v(invalid))
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
      .string(v('common.companyNameRequired'))
      .trim()
      .min(1, v('common.companyNameRequired'))
      .max(120, v('common.companyNameMax')),
    country: z
      .string(v('common.countryFromList'))
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, v('common.countryFromList'))
      .nullable(),
    industry: z.string().trim().max(80, v('common.industryMax')).nullable(),
    phone: z
      .string()
      .trim()
      .max(32, v('common.phoneInvalid'))
      .refine(
        (value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)),
        v('common.phoneInvalid'),
      )
      .nullable(),
    primary_color: hexColor('organisation.primaryColorInvalid'),
    highlight_color: hexColor('organisation.highlightColorInvalid'),
    signature_comment: z
      .string()
      .trim()
      .max(SIGNATURE_COMMENT_MAX, v('organisation.signatureCommentMax'))
      .nullable(),
  })
  .partial()
  .meta({ id: 'UpdateOrganisationRequest' });
export type TUpdateOrganisationRequest = z.input<typeof ZUpdateOrganisationRequest>;
export type TUpdateOrganisationValues = z.output<typeof ZUpdateOrganisationRequest>;
