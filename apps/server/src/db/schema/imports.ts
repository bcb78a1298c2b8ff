/**
 * Imports of buildings, locations and assets from CSV or XLSX: each upload is a job on the
 * queue with its column mapping, progress and a report of rejected rows. The last mapping used
 * per organisation and kind is remembered.
 */
import {
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const IMPORT_ENTITIES = ['buildings', 'locations', 'assets'] as const;
export const importEntity = pgEnum('import_entity', IMPORT_ENTITIES);
export const IMPORT_STATUSES = [
  'uploaded',
  'validating',
  'validated',
  'importing',
  'completed',
  'failed',
] as const;
export const importStatus = pgEnum('import_status', IMPORT_STATUSES);
export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export const importMode = pgEnum('import_mode', IMPORT_MODES);

export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    entity: importEntity('entity').notNull(),
    status: importStatus('status').notNull().default('uploaded'),
    mode: importMode('mode').notNull().default('all_or_nothing'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    /** Column header in the file -> field of the entity. */
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    headers: jsonb('headers').$type<string[]>().notNull().default([]),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    reportFileId: uuid('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    error: text('error'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('import_jobs_organisation_id_created_at_idx').on(table.organisationId, table.createdAt),
  ],
);

export const importMappings = pgTable(
  'import_mappings',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    entity: importEntity('entity').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.entity] })],
);

export type ImportJob = typeof importJobs.$inferSelect;
