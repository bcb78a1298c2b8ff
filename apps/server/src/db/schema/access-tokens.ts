/** Bearer tokens. Only the sha256 of a token is stored; the plain token is shown once. */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The user's organisation when the token was made; null for a user still signing up.
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceName: text('device_name'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When set, each use pushes expires_at to now + this many seconds (a sliding session). */
    slidingTtlSeconds: integer('sliding_ttl_seconds'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('access_tokens_organisation_id_idx').on(table.organisationId),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

export type AccessToken = typeof accessTokens.$inferSelect;
