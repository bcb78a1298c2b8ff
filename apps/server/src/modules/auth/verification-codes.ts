/**
 * E-mail verification codes: 6 digits, stored hashed, valid 15 minutes, burnt after 5 wrong
 * tries, one new code per 60 seconds. A new code replaces the previous one.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailVerificationCodes, type emailChangeRequests } from '../../db/schema/index.ts';
import { hashVerificationCode, newVerificationCode, sameDigest } from './one-time-secrets.ts';

export const CODE_TTL_MINUTES = 15;
export const CODE_MAX_TRIES = 5;
export const RESEND_INTERVAL_SECONDS = 60;

/** The codes a user types back: e-mail verification and e-mail change share their columns. */
export type TypedCodeTable = typeof emailVerificationCodes | typeof emailChangeRequests;

const openCodesOf = (table: TypedCodeTable, userId: string) =>
  and(eq(table.userId, userId), isNull(table.consumedAt));

/** Ends the user's open codes in `table`: only the one about to be sent will work. */
export async function closeOpenCodes(
  executor: Executor,
  table: TypedCodeTable,
  userId: string,
): Promise<void> {
  await executor.update(table).set({ consumedAt: new Date() }).where(openCodesOf(table, userId));
}

/** Issues a new code for the user (the previous ones stop working); returns the plain code. */
export async function issueVerificationCode(executor: Executor, userId: string): Promise<string> {
  const code = newVerificationCode();
  await closeOpenCodes(executor, emailVerificationCodes, userId);
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
 * Checks a code against the user's newest open one in `table` ('none' when there is none), and
 * gives that row. A try is counted before the comparison (in one conditional update), so
 * parallel guesses cannot exceed the limit; a correct code gives its try back and is consumed.
 */
export async function checkTypedCode<T extends TypedCodeTable>(
  executor: Executor,
  table: T,
  userId: string,
  code: string,
): Promise<{ check: CodeCheck | 'none'; row?: T['$inferSelect'] }> {
  const codes: TypedCodeTable = table;
  const [current] = (await executor
    .select()
    .from(codes)
    .where(openCodesOf(codes, userId))
    .orderBy(desc(codes.createdAt))
    .limit(1)) as T['$inferSelect'][];
  if (!current) return { check: 'none' };
  if (current.failedAttempts >= CODE_MAX_TRIES) return { check: 'burnt', row: current };
  if (current.expiresAt.getTime() <= Date.now()) return { check: 'expired', row: current };

  const thisCode = and(eq(codes.id, current.id), isNull(codes.consumedAt));
  const [reserved] = await executor
    .update(codes)
    .set({ failedAttempts: sql`${codes.failedAttempts} + 1` })
    .where(and(thisCode, lt(codes.failedAttempts, CODE_MAX_TRIES)))
    .returning({ id: codes.id });
  if (!reserved) return { check: 'burnt', row: current };

  if (!sameDigest(current.codeHash, hashVerificationCode(userId, code))) {
    return { check: 'invalid', row: current };
  }
  const [consumed] = await executor
    .update(codes)
    .set({ consumedAt: new Date(), failedAttempts: sql`${codes.failedAttempts} - 1` })
    .where(thisCode)
    .returning({ id: codes.id });
  return { check: consumed ? 'valid' : 'expired', row: current };
}

/** Checks an e-mail verification code (no code open reads as expired). */
export async function checkVerificationCode(
  executor: Executor,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  const { check } = await checkTypedCode(executor, emailVerificationCodes, userId, code);
  return check === 'none' ? 'expired' : check;
}
