/**
 * The Idempotency-Key of each creating request, per caller (organisation and user), with what
 * the request asked for and, once it is done, what it answered: a retry with the key is answered
 * from here instead of creating again (plugins/idempotency.ts). A row is `in_progress` from the
 * moment a request takes the key until its answer is stored; `locked_until` bounds how long a
 * crashed request keeps others waiting. Rows are purged after `expires_at` (24 hours).
 */
import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id } from './columns.ts';
import { organisationColumn } from './organisations.ts';
import { users } from './users.ts';

export const IDEMPOTENCY_STATUSES = ['in_progress', 'done'] as const;
export type IdempotencyStatus = (typeof IDEMPOTENCY_STATUSES)[number];

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    organisationId: organisationColumn(),
    userId: belongsTo('user_id', () => users.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The request's path as sent (with its parameters), without the query. */
    path: text('path').notNull(),
    /** sha256 of the canonical JSON of the request's body and query. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull().default('in_progress'),
    /** The request working on it: only it may store the answer or give the key back. */
    holder: uuid('holder').notNull(),
    /** Until when the holder is trusted to be alive; after that another request may take over. */
    lockedUntil: at('locked_until').notNull(),
    responseStatus: integer('response_status'),
    /** The answer's body exactly as it was sent (JSON text), so a replay is byte for byte equal. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    unique('idempotency_keys_organisation_id_user_id_key_unique').on(
      table.organisationId,
      table.userId,
      table.key,
    ),
    index('idempotency_keys_expires_at_idx').on(table.expiresAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
