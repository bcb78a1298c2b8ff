/**
 * Uploaded files (logos, avatars, signatures, documents). The bytes live in the file store
 * (DATA_DIR/files or an S3-compatible bucket) under `storage_key`; this row says whose they are.
 */
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, linkTo } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const files = tenantTable(
  'files',
  {
    uploadedByUserId: linkTo('uploaded_by_user_id', () => users.id),
    /** What the file is for: 'logo', 'avatar', 'signature', 'document', ... */
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Detected from the content, not taken from the upload's claim. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (table) => [index('files_organisation_id_idx').on(table.organisationId)],
);

export type FileRow = typeof files.$inferSelect;

/** Values the server keeps about itself, e.g. the key that signs file links. */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
