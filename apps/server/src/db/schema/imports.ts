/**
 * Imports of buildings, locations and assets from CSV or XLSX: each upload is a job on the
 * queue with its column mapping, progress and a report of rejected rows. The last mapping used
 * per organisation and kind is remembered.
 */
import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { jsonList, jsonRecord, linkTo, timestamps } from './columns.ts';
import { files } from './files.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
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

export const importJobs = tenantTable(
  'import_jobs',
  {
    entity: importEntity('entity').notNull(),
    status: importStatus('status').notNull().default('uploaded'),
    mode: importMode('mode').notNull().default('all_or_nothing'),
    fileId: linkTo('file_id', () => files.id),
    filename: text('filename').notNull(),
    /** Column header in the file -> field of the entity. */
    mapping: jsonRecord<string>('mapping'),
    headers: jsonList<string>('headers'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    reportFileId: linkTo('report_file_id', () => files.id),
    error: text('error'),
    createdByUserId: linkTo('created_by_user_id', () => users.id),
    ...timestamps(),
  },
  (table) => [
    index('import_jobs_organisation_id_created_at_idx').on(table.organisationId, table.createdAt),
  ],
);

export const importMappings = pgTable(
  'import_mappings',
  {
    organisationId: organisationColumn(),
    entity: importEntity('entity').notNull(),
    mapping: jsonRecord<string>('mapping'),
    ...timestamps(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.entity] })],
);

export type ImportJob = typeof importJobs.$inferSelect;
