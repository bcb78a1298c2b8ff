/**
 * Changing the e-mail address: the password confirms it is the owner asking, a 6-digit code sent
 * to the new address proves they can read it (hashed, 15 minutes, burnt after 5 wrong tries, as
 * sign-up codes are), and the old address is told once the change is done.
 */
import {
  EMAIL_CHANGE_CODE_TTL_MINUTES,
  type TConfirmEmailChangeResponse,
  type TRequestEmailChangeRequest,
  type TRequestEmailChangeResponse,
} from '@mainstay/contracts';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailChangeRequests, users } from '../../db/schema/index.ts';
import { auditSubject, recordChange } from '../../lib/audit.ts';
import { fieldError, isUniqueViolation } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { usersRepository } from '../users/index.ts';
import { hashVerificationCode, newVerificationCode, sameDigest } from '../auth/index.ts';
import { CODE_MAX_TRIES } from '../auth/index.ts';
import type { ProfileCaller, ProfileDeps } from './profile.deps.ts';
import { PROFILE_NOTICES } from './profile.messages.ts';
import { findOwnUser } from './profile.service.ts';

/** Whether another account already uses the address (addresses are unique across users). */
async function emailInUse(executor: Executor, userId: string, email: string): Promise<boolean> {
  const [other] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

export async function requestEmailChange(
  deps: ProfileDeps,
  caller: ProfileCaller,
  input: TRequestEmailChangeRequest,
): Promise<TRequestEmailChangeResponse> {
  const user = await findOwnUser(deps.db, caller);
  const passwordOk = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : false;
  if (!passwordOk) throw fieldError('password', 'PASSWORD_INCORRECT');
  if (input.new_email === user.email) throw fieldError('new_email', 'SAME_EMAIL');
  if (await emailInUse(deps.db, user.id, input.new_email)) {
    throw fieldError('new_email', 'EMAIL_IN_USE');
  }

  const code = newVerificationCode();
  await deps.db.transaction(async (tx) => {
    // A new request replaces any earlier one: only the latest code works.
    await tx
      .update(emailChangeRequests)
      .set({ consumedAt: new Date() })
      .where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.consumedAt)));
    await tx.insert(emailChangeRequests).values({
      userId: user.id,
      newEmail: input.new_email,
      codeHash: hashVerificationCode(user.id, code),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_CODE_TTL_MINUTES * 60_000),
    });
  });
  await deps.mail.send({
    to: input.new_email,
    template: 'email-change',
    language: user.language,
    organisationId: caller.organisationId,
    data: {
      name: user.name,
      code,
      new_email: input.new_email,
      expires_minutes: String(EMAIL_CHANGE_CODE_TTL_MINUTES),
    },
  });
  return {
    message: PROFILE_NOTICES.emailCodeSent,
    new_email: input.new_email,
    expires_minutes: EMAIL_CHANGE_CODE_TTL_MINUTES,
  };
}

type Outcome =
  | { status: 'changed'; oldEmail: string; newEmail: string }
  | { status: 'none' | 'invalid' | 'expired' | 'burnt' | 'taken' };

/**
 * Checks the code. A try is counted before the comparison (one conditional update), so parallel
 * guesses cannot exceed the limit; the right code gives its try back and is consumed.
 */
async function checkAndApply(tx: Executor, caller: ProfileCaller, code: string): Promise<Outcome> {
  const [pending] = await tx
    .select()
    .from(emailChangeRequests)
    .where(
      and(eq(emailChangeRequests.userId, caller.userId), isNull(emailChangeRequests.consumedAt)),
    )
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  if (!pending) return { status: 'none' };
  if (pending.failedAttempts >= CODE_MAX_TRIES) return { status: 'burnt' };
  if (pending.expiresAt.getTime() <= Date.now()) return { status: 'expired' };

  const [reserved] = await tx
    .update(emailChangeRequests)
    .set({ failedAttempts: sql`${emailChangeRequests.failedAttempts} + 1` })
    .where(
      and(
        eq(emailChangeRequests.id, pending.id),
        isNull(emailChangeRequests.consumedAt),
        lt(emailChangeRequests.failedAttempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ id: emailChangeRequests.id });
  if (!reserved) return { status: 'burnt' };
  if (!sameDigest(pending.codeHash, hashVerificationCode(caller.userId, code))) {
    return { status: 'invalid' };
  }

  const [consumed] = await tx
    .update(emailChangeRequests)
    .set({
      consumedAt: new Date(),
      failedAttempts: sql`${emailChangeRequests.failedAttempts} - 1`,
    })
    .where(and(eq(emailChangeRequests.id, pending.id), isNull(emailChangeRequests.consumedAt)))
    .returning({ id: emailChangeRequests.id });
  if (!consumed) return { status: 'expired' };
  // Someone may have taken the address since the code was sent.
  if (await emailInUse(tx, caller.userId, pending.newEmail)) return { status: 'taken' };

  const user = await findOwnUser(tx, caller);
  await usersRepository(tx, caller.organisationId).update(user.id, {
    email: pending.newEmail,
    emailVerifiedAt: new Date(),
  });
  await recordChange(tx, caller, 'user.email_changed', auditSubject('user', user), {
    before: { email: user.email },
    after: { email: pending.newEmail },
  });
  return { status: 'changed', oldEmail: user.email, newEmail: pending.newEmail };
}

export async function confirmEmailChange(
  deps: ProfileDeps,
  caller: ProfileCaller,
  code: string,
): Promise<TConfirmEmailChangeResponse> {
  let outcome: Outcome;
  try {
    outcome = await deps.db.transaction((tx) => checkAndApply(tx, caller, code));
  } catch (error) {
    // Two accounts switching to one address at the same moment: the second loses cleanly.
    if (isUniqueViolation(error)) throw fieldError('code', 'EMAIL_IN_USE');
    throw error;
  }
  if (outcome.status !== 'changed') {
    const code = (
      {
        none: 'EMAIL_CHANGE_NOT_PENDING',
        invalid: 'EMAIL_CODE_INVALID',
        expired: 'EMAIL_CODE_EXPIRED',
        burnt: 'EMAIL_CODE_BURNT',
        taken: 'EMAIL_IN_USE',
      } as const
    )[outcome.status];
    throw fieldError('code', code);
  }

  const user = await findOwnUser(deps.db, caller);
  await deps.mail.send({
    to: outcome.oldEmail,
    template: 'email-changed',
    language: user.language,
    organisationId: caller.organisationId,
    data: { name: user.name, new_email: outcome.newEmail },
  });
  return { message: PROFILE_NOTICES.emailChanged, email: outcome.newEmail };
}
