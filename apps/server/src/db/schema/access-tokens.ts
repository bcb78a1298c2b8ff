/** Bearer tokens. Only the sha256 of a token is stored; the plain token is shown once. */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    deviceName: text('device_name'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('access_tokens_organisation_id_idx').on(table.organisationId),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

export type AccessToken = typeof accessTokens.$inferSelect;
