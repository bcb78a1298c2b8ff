/**
 * __Title__ of an organisation. The Idempotency-Key of the create that made a row is kept with
 * it (with the request's fingerprint), unique per organisation, so a retried create finds it.
 */
import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisationColumn } from './organisations.ts';

export const __camel__ = pgTable(
  '__snake__',
  {
    id: id(),
    organisationId: organisationColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps(),
  },
  (table) => [
    index('__snake___organisation_id_name_idx').on(table.organisationId, table.name),
    unique('__snake___organisation_id_idempotency_key_unique').on(
      table.organisationId,
      table.idempotencyKey,
    ),
  ],
);

export type __PascalOne__ = typeof __camel__.$inferSelect;
export type New__PascalOne__ = typeof __camel__.$inferInsert;
