/**
 * Forms: filled checklists as the API hands them out and takes them. A form pins the template
 * version it was started with; its answers are saved one by one or in batches (the page sends
 * what it kept while offline), each recording who and when; completing or signing locks it.
 */
import { z } from 'zod';
import { listQuery, paginated, ZFileLink } from '../files/files.ts';
import { ZExportFormat } from '../imports/export.ts';
import { ZTeamNamedRef } from '../team/common.ts';
import { ZTemplateDefinition } from '../templates/template-definition.ts';
import { TEMPLATE_LIMITS, ZTemplateFieldKey } from '../templates/template-fields.ts';
import { commaList, ZTicketKind, ZTicketStatus } from '../tickets/fields.ts';
import { dateBound } from '../tickets/tickets.ts';
import { v } from '../validation.ts';
import { FORM_OUTCOME_VALUES, ZFormAnswerValue } from './answers.ts';

export const FORM_STATUS_VALUES = ['in_progress', 'completed'] as const;
export const ZFormStatus = z.enum(FORM_STATUS_VALUES, v('forms.statusOneOf'));
export type TFormStatus = z.infer<typeof ZFormStatus>;
export const ZFormOutcome = z.enum(FORM_OUTCOME_VALUES, v('forms.resultOneOf'));

export const SIGNATURE_METHOD_VALUES = ['password', 'email_code'] as const;
export const ZSignatureMethod = z.enum(SIGNATURE_METHOD_VALUES, v('forms.signatureMethodOneOf'));
export type TSignatureMethod = z.infer<typeof ZSignatureMethod>;

export const ZFormParams = z.object({ id: z.uuid(v('common.invalidId')) });

export const ZFormTicketRef = z
  .object({
    id: z.uuid(),
    kind: ZTicketKind,
    number: z.string(),
    title: z.string(),
    status: ZTicketStatus,
  })
  .meta({ id: 'FormTicketRef' });
export type TFormTicketRef = z.infer<typeof ZFormTicketRef>;

export const ZFormTemplateRef = z
  .object({ id: z.uuid(), name: z.string(), version: z.number().int().min(1) })
  .meta({ id: 'FormTemplateRef' });

export const ZFormAnswer = z
  .object({
    field_key: z.string(),
    value: ZFormAnswerValue,
    outcome: ZFormOutcome.nullable(),
    answered_by: ZTeamNamedRef.nullable(),
    answered_at: z.iso.datetime().describe("The server's time when the answer arrived"),
    revision: z.number().int().min(1),
    /** Photos, the file or the drawn signature, in the answer's order. */
    files: z.array(ZFileLink),
    /** The ticket this answer's failure opened. */
    ticket: ZFormTicketRef.nullable(),
  })
  .meta({ id: 'FormAnswer' });
export type TFormAnswer = z.infer<typeof ZFormAnswer>;

export const ZFormProgress = z.object({
  required: z.number().int().nonnegative().describe('Required fields shown for the answers'),
  answered: z.number().int().nonnegative(),
  missing: z.array(z.string()).describe('Keys of the required fields shown and not answered'),
});

const formCommon = {
  id: z.uuid(),
  number: z.string().describe('FRM-000012'),
  status: ZFormStatus,
  result: ZFormOutcome.nullable().describe('The worst outcome of its answers; null: none yet'),
  template: ZFormTemplateRef,
  ticket: ZFormTicketRef.nullable().describe('The ticket it is filled on'),
  asset: ZTeamNamedRef.nullable(),
  location: ZTeamNamedRef.nullable(),
  building: ZTeamNamedRef.nullable(),
  started_by: ZTeamNamedRef.nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  completed_by: ZTeamNamedRef.nullable(),
  signed_at: z.iso.datetime().nullable(),
  failures: z.number().int().nonnegative().describe('Tickets opened by failing answers'),
};

export const ZFormSummary = z
  .object({
    ...formCommon,
    progress: ZFormProgress.omit({ missing: true }),
  })
  .meta({ id: 'FormSummary' });
export type TFormSummary = z.infer<typeof ZFormSummary>;

export const ZFormSignature = z
  .object({
    signed_by: ZTeamNamedRef.nullable(),
    signed_at: z.iso.datetime(),
    method: ZSignatureMethod,
    file: ZFileLink.nullable().describe('The drawn signature'),
  })
  .meta({ id: 'FormSignature' });

export const ZFormDetail = z
  .object({
    ...formCommon,
    definition: ZTemplateDefinition.describe('Of the version the form was started with'),
    /** The sections' guidance images (their `image_file_id`), each with its link. */
    guidance_images: z.array(ZFileLink).optional(),
    requires_signature: z.boolean(),
    answers: z.array(ZFormAnswer),
    progress: ZFormProgress,
    signature: ZFormSignature.nullable(),
    /** Completed or signed: answers can no longer change. */
    locked: z.boolean(),
    /** The caller may answer (their work, or they manage forms) and the form is not locked. */
    can_fill: z.boolean(),
    /** The caller manages forms: may reopen a completed, unsigned form or delete one in progress. */
    can_manage: z.boolean(),
  })
  .meta({ id: 'FormDetail' });
export type TFormDetail = z.infer<typeof ZFormDetail>;

export const ZCreateFormRequest = z.strictObject({
  template_id: z.uuid(v('forms.templateRequired')),
  /** Filled on this ticket: its asset, location and building are the form's. */
  ticket_id: z.uuid(v('common.invalidTicketId')).nullable().default(null),
  asset_id: z.uuid(v('common.invalidAssetId')).nullable().default(null),
  location_id: z.uuid(v('common.locationRequired')).nullable().default(null),
  building_id: z.uuid(v('common.invalidBuildingId')).nullable().default(null),
});
export type TCreateFormRequest = z.input<typeof ZCreateFormRequest>;

export const ZFormAnswerInput = z.strictObject({
  field_key: ZTemplateFieldKey,
  value: ZFormAnswerValue,
});
export type TFormAnswerInput = z.infer<typeof ZFormAnswerInput>;

/** Answers to save: one, or everything the page kept while offline (the last per key wins). */
export const ZSaveFormAnswersRequest = z.strictObject({
  answers: z
    .array(ZFormAnswerInput, v('forms.answersRequired'))
    .min(1, v('forms.answersRequired'))
    .max(TEMPLATE_LIMITS.fields, v('forms.answersMax')),
});
export type TSaveFormAnswersRequest = z.infer<typeof ZSaveFormAnswersRequest>;

/**
 * The `field_key` of the drawing uploaded for the form's signature (the sign request names it):
 * not a field's key (those start with a letter), so it never meets one.
 */
export const FORM_SIGNATURE_FILE_KEY = '_signature';

export const ZFormFileUpload = z
  .object({ field_key: z.string(), file: ZFileLink })
  .meta({ id: 'FormFileUpload' });
export type TFormFileUpload = z.infer<typeof ZFormFileUpload>;

const signed = {
  /** A file uploaded to the form for its signature (the drawing); null: the profile's. */
  signature_file_id: z.uuid(v('forms.signatureFileInvalid')).nullable().default(null),
};
export const ZSignFormRequest = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('password'),
      password: z
        .string(v('common.passwordRequired'))
        .min(1, v('common.passwordRequired'))
        .max(200),
      ...signed,
    }),
    z.strictObject({
      method: z.literal('email_code'),
      code: z.string(v('forms.codeInvalid')).regex(/^\d{6}$/, v('forms.codeInvalid')),
      ...signed,
    }),
  ],
  v('forms.signatureMethodOneOf'),
);
export type TSignFormRequest = z.input<typeof ZSignFormRequest>;

export const ZSignatureCodeResponse = z.object({
  sent_to: z.string().describe('The address, partly hidden'),
  expires_at: z.iso.datetime(),
});

export const ZFormFilters = z.object({
  template_id: z.uuid(v('forms.templateRequired')).optional(),
  asset_id: z.uuid(v('common.invalidAssetId')).optional(),
  building_id: z.uuid(v('common.invalidBuildingId')).optional(),
  ticket_id: z.uuid(v('common.invalidTicketId')).optional().describe('Filled on this ticket'),
  opened_ticket_id: z
    .uuid(v('common.invalidTicketId'))
    .optional()
    .describe('Whose failing answer opened this ticket'),
  status: ZFormStatus.optional(),
  result: commaList(ZFormOutcome).optional().describe('pass, flag, fail, comma separated'),
  filled_by: z
    .union([z.uuid(v('common.personRequired')), z.literal('me')])
    .optional()
    .describe('Started or answered by this user (`me`: the caller)'),
  from: dateBound('forms.fromDate').describe('Started on or after this day'),
  to: dateBound('forms.toDate').describe('Started on or before this day'),
});
export type TFormFilters = z.infer<typeof ZFormFilters>;

export const FORM_SORTS = ['number', 'created_at', 'completed_at', 'template'] as const;
export const ZFormListQuery = listQuery(FORM_SORTS).extend(ZFormFilters.shape);
export type TFormListQuery = z.input<typeof ZFormListQuery>;
export const ZFormListResponse = paginated(ZFormSummary);
export type TFormListResponse = z.infer<typeof ZFormListResponse>;

/** Answers of one template version, one column per field. */
export const ZFormExportQuery = ZFormFilters.extend({
  template_id: z.uuid(v('forms.templateRequired')),
  version: z.coerce
    .number(v('templates.versionInvalid'))
    .int()
    .min(1, v('templates.versionInvalid'))
    .optional()
    .describe('Default: the latest version with forms'),
  format: ZExportFormat.default('csv'),
});
export type TFormExportQuery = z.input<typeof ZFormExportQuery>;
