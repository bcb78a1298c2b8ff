/**
 * Filled checklists. A form is one filling of a template version, on a ticket (and later a PPM
 * task), on an asset, or on its own; its answers are one row per field, each recording who and
 * when. An answer that fails opens one reactive ticket, recorded in form_failures under a key
 * that makes a second impossible. Signing locks the form.
 */
import { index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { buildings } from './buildings.ts';
import { at, belongsTo, createdAt, linkTo, organisationIndexes, timestamps } from './columns.ts';
import { files } from './files.ts';
import { locations } from './locations.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
import { templates, templateVersions } from './templates.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

export const FORM_STATUSES = ['in_progress', 'completed'] as const;
export const formStatus = pgEnum('form_status', FORM_STATUSES);
/** An answer's or a form's outcome: the worst of its answers. */
export const FORM_OUTCOMES = ['pass', 'flag', 'fail'] as const;
export const formOutcome = pgEnum('form_outcome', FORM_OUTCOMES);
export const SIGNATURE_METHODS = ['password', 'email_code'] as const;
export const signatureMethod = pgEnum('signature_method', SIGNATURE_METHODS);

export const forms = tenantTable(
  'forms',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'restrict' }),
    templateVersionId: uuid('template_version_id')
      .notNull()
      .references(() => templateVersions.id, { onDelete: 'restrict' }),
    /** Per organisation: 12 is shown as FRM-000012. */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    status: formStatus('status').notNull().default('in_progress'),
    /** The worst outcome among the answers so far (null: none has one yet). */
    result: formOutcome('result'),
    ticketId: linkTo('ticket_id', () => tickets.id),
    assetId: linkTo('asset_id', () => assets.id),
    locationId: linkTo('location_id', () => locations.id),
    buildingId: linkTo('building_id', () => buildings.id),
    startedByUserId: linkTo('started_by_user_id', () => users.id),
    completedAt: at('completed_at'),
    completedByUserId: linkTo('completed_by_user_id', () => users.id),
    signedAt: at('signed_at'),
    signedByUserId: linkTo('signed_by_user_id', () => users.id),
    signatureMethod: signatureMethod('signature_method'),
    signatureFileId: linkTo('signature_file_id', () => files.id),
    ...timestamps(),
  },
  (table) => [
    unique('forms_organisation_id_number_unique').on(table.organisationId, table.number),
    ...organisationIndexes('forms', table, [
      'templateId',
      'ticketId',
      'assetId',
      'buildingId',
      'createdAt',
    ]),
  ],
);

export const formAnswers = tenantTable(
  'form_answers',
  {
    formId: belongsTo('form_id', () => forms.id),
    fieldKey: text('field_key').notNull(),
    /** As the contract's answer of the field's type: boolean, number, word, words or file ids. */
    value: jsonb('value').$type<unknown>().notNull(),
    outcome: formOutcome('outcome'),
    answeredByUserId: linkTo('answered_by_user_id', () => users.id),
    /** The server's time when the answer arrived. */
    answeredAt: at('answered_at').notNull().defaultNow(),
    /** Counts the answer's changes (1 for the first). */
    revision: integer('revision').notNull().default(1),
  },
  (table) => [
    unique('form_answers_form_id_field_key_unique').on(table.formId, table.fieldKey),
    index('form_answers_organisation_id_idx').on(table.organisationId),
  ],
);

/** Photos, files and drawn signatures uploaded to a form, each for one field. */
export const formFiles = tenantTable(
  'form_files',
  {
    formId: belongsTo('form_id', () => forms.id),
    fileId: belongsTo('file_id', () => files.id),
    fieldKey: text('field_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('form_files_file_id_unique').on(table.fileId),
    index('form_files_form_id_idx').on(table.formId),
    index('form_files_organisation_id_idx').on(table.organisationId),
  ],
);

/** The ticket a failing answer opened: at most one per form and field, whatever the retries. */
export const formFailures = tenantTable(
  'form_failures',
  {
    formId: belongsTo('form_id', () => forms.id),
    fieldKey: text('field_key').notNull(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    outcome: formOutcome('outcome').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('form_failures_form_id_field_key_unique').on(table.formId, table.fieldKey),
    index('form_failures_ticket_id_idx').on(table.ticketId),
    index('form_failures_organisation_id_idx').on(table.organisationId),
  ],
);

/** One-time codes e-mailed to confirm a signer: hashed, short-lived, with counted attempts. */
export const formSignatureCodes = tenantTable(
  'form_signature_codes',
  {
    formId: belongsTo('form_id', () => forms.id),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('form_signature_codes_form_id_user_id_idx').on(table.formId, table.userId),
    index('form_signature_codes_organisation_id_idx').on(table.organisationId),
  ],
);

/** The per-organisation counter of form numbers. */
export const formCounters = pgTable('form_counters', {
  organisationId: organisationColumn().primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

export type FormRow = typeof forms.$inferSelect;
export type FormAnswerRow = typeof formAnswers.$inferSelect;
