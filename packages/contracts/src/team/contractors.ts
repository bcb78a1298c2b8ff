/**
 * Contractor companies (GET/POST/PATCH/DELETE /v1/contractors), their compliance documents and
 * inviting their staff. Rates travel in major units (42.5 = 42.50) and are stored in cents.
 */
import { z } from 'zod';
import { ZEmailField, ZPhoneField } from '../auth/fields.ts';
import { paginated, ZFileLink, ZPageQuery } from '../files/files.ts';
import { labelList, optionalText, ZCalendarDate } from './common.ts';
import { v } from '../validation.ts';

export const CONTRACTOR_STATUS_VALUES = ['active', 'inactive'] as const;
export const CONTRACTOR_DOCUMENT_KIND_VALUES = [
  'insurance',
  'certification',
  'licence',
  'other',
] as const;
/** The limits of a contractor's fields, shared with the web's contractor form. */
export const CONTRACTOR_LIMITS = {
  companyNameMax: 160,
  contactNameMax: 120,
  contactRoleMax: 120,
  contactsMax: 20,
  addressMax: 500,
  notesMax: 4000,
  hourlyRateMax: 100_000,
} as const;
const LIMITS = CONTRACTOR_LIMITS;
/** A document is "expiring soon" when it runs out within this many days. */
export const DOCUMENT_EXPIRING_SOON_DAYS = 30;

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, v('common.emailInvalid'))
  .refine((value) => value === '' || z.email().safeParse(value).success, v('common.emailInvalid'));

export const ZContractorContact = z
  .object({
    name: z
      .string(v('team.contactNameRequired'))
      .trim()
      .min(1, v('team.contactNameRequired'))
      .max(LIMITS.contactNameMax, v('team.contactNameMax')),
    role: z.string().trim().max(LIMITS.contactRoleMax, v('team.contactRoleMax')),
    phone: ZPhoneField,
    email: optionalEmail,
  })
  .meta({ id: 'ContractorContact' });
export type TContractorContact = z.infer<typeof ZContractorContact>;

export const ZContractorCurrency = z
  .string(v('common.currencyInvalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, v('common.currencyInvalid'));

export const ZContractorHourlyRate = z
  .number(v('team.hourlyRateNumber'))
  .min(0, v('team.hourlyRateNegative'))
  .max(LIMITS.hourlyRateMax, v('team.hourlyRateMax'))
  .refine(
    (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    v('team.hourlyRateDecimals'),
  );

/** The contractor dialog's fields; the same rules run in the browser and on the server. */
export const ZContractorFields = z.object({
  company_name: z
    .string(v('team.companyNameRequired'))
    .trim()
    .min(1, v('team.companyNameRequired'))
    .max(LIMITS.companyNameMax, v('team.companyNameMax')),
  trades: labelList('team.trades'),
  contacts: z.array(ZContractorContact).max(LIMITS.contactsMax, v('common.contactsMax')),
  phone: ZPhoneField.nullish().transform((value) => (value ? value : null)),
  email: optionalEmail.nullish().transform((value) => (value ? value : null)),
  address: optionalText(LIMITS.addressMax, 'team.addressMax'),
  notes: z.string().trim().max(LIMITS.notesMax, v('common.theNotesMax')),
  hourly_rate: ZContractorHourlyRate.nullable().describe('Per hour in major units of `currency`'),
  currency: ZContractorCurrency,
  status: z.enum(CONTRACTOR_STATUS_VALUES),
});

export const ZCreateContractorRequest = ZContractorFields.partial()
  .required({ company_name: true })
  .meta({ id: 'CreateContractorRequest' });
export type TCreateContractorRequest = z.infer<typeof ZCreateContractorRequest>;

export const ZUpdateContractorRequest = ZContractorFields.partial().meta({
  id: 'UpdateContractorRequest',
});
export type TUpdateContractorRequest = z.infer<typeof ZUpdateContractorRequest>;

export const ZContractorDocumentSummary = z
  .object({
    count: z.number().int().nonnegative(),
    next_expiry: z.string().nullable().describe('Earliest expiry date still to come'),
    expiring_soon: z
      .boolean()
      .describe(`A document expires within ${DOCUMENT_EXPIRING_SOON_DAYS} days (and has not yet)`),
    expired: z.boolean().describe('At least one document has expired'),
  })
  .meta({ id: 'ContractorDocumentSummary' });
export type TContractorDocumentSummary = z.infer<typeof ZContractorDocumentSummary>;

export const ZContractor = z
  .object({
    id: z.uuid(),
    company_name: z.string(),
    trades: z.array(z.string()),
    contacts: z.array(ZContractorContact),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    notes: z.string(),
    hourly_rate: z.number().nullable(),
    currency: z.string(),
    status: z.enum(CONTRACTOR_STATUS_VALUES),
    user_count: z.number().int().nonnegative(),
    documents: ZContractorDocumentSummary,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Contractor' });
export type TContractor = z.infer<typeof ZContractor>;

export const ZContractorUser = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(['active', 'invited', 'deactivated']),
  })
  .meta({ id: 'ContractorUser' });

export const ZContractorDetail = ZContractor.extend({
  users: z.array(ZContractorUser),
  pending_invitations: z.array(z.object({ email: z.string(), expires_at: z.iso.datetime() })),
}).meta({ id: 'ContractorDetail' });
export type TContractorDetail = z.infer<typeof ZContractorDetail>;

export const ZContractorListQuery = ZPageQuery.extend({
  search: z.string().trim().max(120).optional().describe('Matches company name or e-mail'),
  trade: z.string().trim().max(60).optional().describe('Only companies with this trade'),
  status: z.enum(CONTRACTOR_STATUS_VALUES).optional(),
});
export type TContractorListQuery = z.infer<typeof ZContractorListQuery>;

export const ZContractorListResponse = paginated(ZContractor).meta({ id: 'ContractorList' });
export type TContractorListResponse = z.infer<typeof ZContractorListResponse>;

export const ZContractorParams = z.object({ id: z.uuid(v('common.invalidId')) });
export const ZContractorDocumentParams = z.object({
  id: z.uuid(v('common.invalidId')),
  docId: z.uuid(v('common.invalidId')),
});

export const ZContractorDocument = z
  .object({
    id: z.uuid(),
    contractor_id: z.uuid(),
    kind: z.enum(CONTRACTOR_DOCUMENT_KIND_VALUES),
    name: z.string(),
    expires_on: z.string().nullable(),
    expiring_soon: z.boolean(),
    expired: z.boolean(),
    file: ZFileLink.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ContractorDocument' });
export type TContractorDocument = z.infer<typeof ZContractorDocument>;

export const ZContractorDocumentListResponse = z
  .object({ data: z.array(ZContractorDocument) })
  .meta({ id: 'ContractorDocumentList' });
export type TContractorDocumentListResponse = z.infer<typeof ZContractorDocumentListResponse>;

/** The text fields sent with a document upload (multipart/form-data, with `file`). */
export const ZContractorDocumentFields = z.object({
  kind: z.enum(CONTRACTOR_DOCUMENT_KIND_VALUES, v('team.documentKindRequired')),
  name: z
    .string(v('team.documentNameRequired'))
    .trim()
    .min(1, v('team.documentNameRequired'))
    .max(200, v('team.documentNameMax')),
  expires_on: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(ZCalendarDate.optional()),
});
export type TContractorDocumentFields = z.infer<typeof ZContractorDocumentFields>;

export const ZInviteContractorUserRequest = z
  .object({ email: ZEmailField })
  .meta({ id: 'InviteContractorUserRequest' });
export type TInviteContractorUserRequest = z.infer<typeof ZInviteContractorUserRequest>;

export const ZInviteContractorUserResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'InviteContractorUserResponse' });
export type TInviteContractorUserResponse = z.infer<typeof ZInviteContractorUserResponse>;
