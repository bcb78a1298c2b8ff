/**
 * One-time secrets of the auth flows: e-mail verification codes, sign-up secrets, password
 * reset tokens and invitations. Only a hash of each secret is stored; each expires.
 */
import { index, integer, pgTable, text, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, id, linkTo } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { contractors } from './people.ts';
import { roles } from './roles.ts';
import { users } from './users.ts';

const userSecretColumns = () => ({ id: id(), userId: belongsTo('user_id', () => users.id) });
type CreatedAt = ReturnType<typeof createdAt>;
type UserSecretColumns<C> = ReturnType<typeof userSecretColumns> & C & { createdAt: CreatedAt };

/** A secret sent to a user: its own id, the user (it goes with them), when made; found by user. */
function userSecretTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
) {
  const all: UserSecretColumns<C> = {
    ...userSecretColumns(),
    ...columns,
    createdAt: createdAt(),
  };
  return pgTable<N, UserSecretColumns<C>>(name, all, (table) => [
    index(`${name}_user_id_idx`).on(table.userId),
  ]);
}

/** A code the user types back: wrong guesses so far (it is burnt at the limit), and its use. */
const typedCode = () => ({
  codeHash: text('code_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  consumedAt: at('consumed_at'),
});

export const emailVerificationCodes = userSecretTable('email_verification_codes', typedCode());

export const passwordResetTokens = userSecretTable('password_reset_tokens', {
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

export const invitations = tenantTable(
  'invitations',
  {
    email: text('email').notNull(),
    roleId: belongsTo('role_id', () => roles.id),
    invitedByUserId: linkTo('invited_by_user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** Invites staff of a contractor company: the new user joins that company. */
    contractorId: linkTo('contractor_id', () => contractors.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    /** Set when a newer invitation to the same address replaces this one. */
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('invitations_organisation_id_idx').on(table.organisationId),
    index('invitations_email_idx').on(table.email),
  ],
);

/**
 * The secret `register` hands the person signing up; every following sign-up call carries it.
 * One per user (a new sign-up of an abandoned address deletes the old user, and this with it).
 */
export const signUpSecrets = userSecretTable('sign_up_secrets', {
  secretHash: text('secret_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export type EmailVerificationCode = typeof emailVerificationCodes.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type Invitation = typeof invitations.$inferSelect;

/** A change of e-mail address waiting for the code sent to the new address. */
export const emailChangeRequests = userSecretTable('email_change_requests', {
  newEmail: text('new_email').notNull(),
  ...typedCode(),
});

export type EmailChangeRequest = typeof emailChangeRequests.$inferSelect;
