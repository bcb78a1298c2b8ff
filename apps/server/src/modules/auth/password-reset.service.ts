/**
 * Forgotten passwords. forgot-password answers the same whether or not the address has an
 * account (and does comparable work either way); the e-mailed link carries a random token,
 * stored hashed, valid 60 minutes and usable once. Resetting revokes every access token of the
 * user, signing them out everywhere.
 */
import {
  RESET_TOKEN_TTL_MINUTES,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
} from '@mainstay/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { type AppError, fieldError } from '../../lib/errors.ts';
import { hashPassword, refuseCommonPassword } from '../../lib/passwords.ts';
import { revokeAllAccessTokens } from './access-tokens.ts';
import type { AuthDeps } from './auth.deps.ts';
import { AUTH_NOTICES } from './auth.messages.ts';
import { hashLinkToken, newLinkToken } from './one-time-secrets.ts';

/**
 * Answers at once; looking up the account, issuing the token and sending the mail happen after
 * the response, so its timing says nothing about whether the address has an account.
 */
export function forgotPassword(deps: AuthDeps, input: TForgotPasswordRequest) {
  deps.runInBackground('password reset e-mail', () => sendResetLink(deps, input.email));
  return { message: AUTH_NOTICES.forgotPasswordSent };
}

async function sendResetLink(deps: AuthDeps, email: string): Promise<void> {
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  // Deactivated accounts and pending sign-ups without a password get nothing, silently.
  if (user && user.status !== 'deactivated') {
    await deps.db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
    });
    const query = new URLSearchParams({ token, email: user.email });
    await deps.mail.send({
      to: user.email,
      template: 'reset-password',
      language: user.language,
      organisationId: user.organisationId,
      data: {
        name: user.name,
        link: `${deps.appUrl}/auth/reset-password?${query.toString()}`,
        expires_minutes: String(RESET_TOKEN_TTL_MINUTES),
      },
    });
  }
}

function invalidLink(): AppError {
  return fieldError('token', 'RESET_LINK_INVALID');
}

export async function resetPassword(deps: AuthDeps, input: TResetPasswordRequest) {
  const now = new Date();
  const [found] = await deps.db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashLinkToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  // The e-mail must match the token's account: a link is only good for the address it went to.
  if (!found || found.user.email !== input.email || found.user.status === 'deactivated') {
    throw invalidLink();
  }

  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, found.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!used) throw invalidLink();
    // Following the e-mailed link proves the address, so a pending sign-up counts as verified.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: found.user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, found.user.id));
    await revokeAllAccessTokens(tx, found.user.id);
  });
  return { message: AUTH_NOTICES.passwordReset };
}
