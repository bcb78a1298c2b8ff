/** Bearer tokens. Only the sha256 of a token is stored; the plain token is shown once. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, linkTo } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    // The user's organisation when the token was made; null for a user still signing up.
    organisationId: linkTo('organisation_id', () => organisations.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    deviceName: text('device_name'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
    expiresAt: at('expires_at'),
    /** When set, each use pushes expires_at to now + this many seconds (a sliding session). */
    slidingTtlSeconds: integer('sliding_ttl_seconds'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    index('access_tokens_organisation_id_idx').on(table.organisationId),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

export type AccessToken = typeof accessTokens.$inferSelect;
