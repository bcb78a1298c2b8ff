/**
 * E-mail verification codes: 6 digits, stored hashed, valid 15 minutes, burnt after 5 wrong
 * tries, one new code per 60 seconds. A new code replaces the previous one.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationCodes } from '../../db/schema/index.ts';
import { hashVerificationCode, newVerificationCode, sameDigest } from './one-time-secrets.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_TRIES = 5;
export const RESEND_INTERVAL_SECONDS = 60;

/** Issues a new code for the user (the previous ones stop working); returns the plain code. */
export async function issueVerificationCode(executor: Executor, userId: string): Promise<string> {
  const code = newVerificationCode();
  await executor
    .update(emailVerificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.consumedAt)),
    );
  await executor.insert(emailVerificationCodes).values({
    userId,
    codeHash: hashVerificationCode(userId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return code;
}

/** Seconds until the user may ask for another code (0: now). */
export async function secondsUntilResend(executor: Executor, userId: string): Promise<number> {
  const [latest] = await executor
    .select({ createdAt: emailVerificationCodes.createdAt })
    .from(emailVerificationCodes)
    .where(eq(emailVerificationCodes.userId, userId))
    .orderBy(desc(emailVerificationCodes.createdAt))
    .limit(1);
  if (!latest) return 0;
  const elapsedMs = Date.now() - latest.createdAt.getTime();
  return Math.max(0, Math.ceil((RESEND_INTERVAL_SECONDS * 1000 - elapsedMs) / 1000));
}

export type CodeCheck = 'valid' | 'invalid' | 'expired' | 'burnt';

/**
 * Checks a code. A try is counted before the comparison (in one conditional update), so
 * parallel guesses cannot exceed the limit; a correct code gives its try back and is consumed.
 */
export async function checkVerificationCode(
  executor: Executor,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  const [current] = await executor
    .select()
    .from(emailVerificationCodes)
    .where(
      and(eq(emailVerificationCodes.userId, userId), isNull(emailVerificationCodes.consumedAt)),
    )
    .orderBy(desc(emailVerificationCodes.createdAt))
    .limit(1);
  if (!current) return 'expired';
  if (current.failedAttempts >= CODE_MAX_TRIES) return 'burnt';
  if (current.expiresAt.getTime() <= Date.now()) return 'expired';

  const [reserved] = await executor
    .update(emailVerificationCodes)
    .set({ failedAttempts: sql`${emailVerificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(emailVerificationCodes.id, current.id),
        isNull(emailVerificationCodes.consumedAt),
        lt(emailVerificationCodes.failedAttempts, CODE_MAX_TRIES),
      ),
    )
    .returning({ id: emailVerificationCodes.id });
  if (!reserved) return 'burnt';

  if (!sameDigest(current.codeHash, hashVerificationCode(userId, code))) return 'invalid';
  const [consumed] = await executor
    .update(emailVerificationCodes)
    .set({
      consumedAt: new Date(),
      failedAttempts: sql`${emailVerificationCodes.failedAttempts} - 1`,
    })
    .where(
      and(eq(emailVerificationCodes.id, current.id), isNull(emailVerificationCodes.consumedAt)),
    )
    .returning({ id: emailVerificationCodes.id });
  return consumed ? 'valid' : 'expired';
}
