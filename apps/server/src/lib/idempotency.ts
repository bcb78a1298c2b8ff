/**
 * The store behind Idempotency-Key (plugins/idempotency.ts reads the header and calls these):
 * taking a key for a request, waiting for or replaying the answer of an earlier request with the
 * key, storing the answer, giving the key back, and purging expired keys. Keys are per caller:
 * an organisation's user never sees another user's keys, nor another organisation's.
 *
 * Concurrency: the first request inserts the key `in_progress` (ON CONFLICT DO NOTHING decides
 * who is first, on one database or many servers), runs, and stores its answer; the others poll
 * with a short back-off until the answer is there and replay it. A request that died holding a
 * key (a crash) holds it only until `locked_until`; then the next request with the key takes it
 * over and runs.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  canonicalJson,
  IDEMPOTENCY_KEY_LIFETIME_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
} from '@mainstay/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys, type IdempotencyKeyRow } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import { forOrganisation } from './tenancy.ts';

/**
 * How long a request may hold a key before another may take it over: far above the slowest
 * creation seen under load (seconds), so only a request that died loses its key.
 */
export const IDEMPOTENCY_LEASE_MS = 60_000;

/** How long a request waits for the answer of an earlier one with its key before a 409. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

const LIFETIME_MS = IDEMPOTENCY_KEY_LIFETIME_HOURS * 60 * 60 * 1000;

/** A request that carries a key: who sends it and what it asks for. */
export interface IdempotentRequest {
  organisationId: string;
  userId: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

/** The key held by the request now running it; only this holder may answer or release it. */
export interface IdempotencyClaim {
  id: string;
  organisationId: string;
  holder: string;
}

/** An answer as it was sent: status and body text (null for an empty body). */
export interface StoredAnswer {
  status: number;
  body: string | null;
}

export type ClaimOutcome =
  { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; answer: StoredAnswer };

/** The header's key; a malformed one (or several) answers 400 IDEMPOTENCY_KEY_INVALID. */
export function parseIdempotencyKey(value: string | string[]): string {
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID');
  }
  return value;
}

/** A digest of what a request asks for: equal for a retry, different for another request. */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const leaseEnd = () => new Date(Date.now() + IDEMPOTENCY_LEASE_MS);

async function insertClaim(
  executor: Executor,
  request: IdempotentRequest,
): Promise<IdempotencyClaim | undefined> {
  const holder = randomUUID();
  const [row] = await executor
    .insert(idempotencyKeys)
    .values({
      organisationId: request.organisationId,
      userId: request.userId,
      key: request.key,
      method: request.method,
      path: request.path,
      fingerprint: request.fingerprint,
      holder,
      lockedUntil: leaseEnd(),
      expiresAt: new Date(Date.now() + LIFETIME_MS),
    })
    .onConflictDoNothing({
      target: [idempotencyKeys.organisationId, idempotencyKeys.userId, idempotencyKeys.key],
    })
    .returning({ id: idempotencyKeys.id });
  return row && { id: row.id, organisationId: request.organisationId, holder };
}

/**
 * The earlier request's row, if any. The database's clock says whether it expired or its holder
 * is presumed dead, so servers with skewed clocks agree.
 */
async function earlierRow(executor: Executor, request: IdempotentRequest) {
  const scope = forOrganisation(executor, request.organisationId);
  const [row] = await executor
    .select({
      row: idempotencyKeys,
      expired: sql<boolean>`${idempotencyKeys.expiresAt} <= now()`,
      abandoned: sql<boolean>`${idempotencyKeys.lockedUntil} < now()`,
    })
    .from(idempotencyKeys)
    .where(
      scope.where(
        idempotencyKeys,
        and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)),
      ),
    );
  return row;
}

/** Takes over a key whose holder is presumed dead; undefined when someone else did first. */
async function takeOver(
  executor: Executor,
  row: IdempotencyKeyRow,
): Promise<IdempotencyClaim | undefined> {
  const holder = randomUUID();
  const [taken] = await forOrganisation(executor, row.organisationId).update(
    idempotencyKeys,
    { holder, lockedUntil: leaseEnd() },
    and(
      eq(idempotencyKeys.id, row.id),
      eq(idempotencyKeys.holder, row.holder),
      eq(idempotencyKeys.status, 'in_progress'),
    ),
  );
  return taken && { id: taken.id, organisationId: taken.organisationId, holder };
}

/**
 * Takes the key for this request, or answers what an earlier request with it answered. Waits
 * (up to `waitMs`) while an earlier request is still running; a key used for another request
 * answers 422 IDEMPOTENCY_KEY_REUSED, one still running after the wait 409.
 */
export async function claimKey(
  executor: Executor,
  request: IdempotentRequest,
  waitMs = IDEMPOTENCY_WAIT_MS,
): Promise<ClaimOutcome> {
  const deadline = Date.now() + waitMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
    const claim = await insertClaim(executor, request);
    if (claim) return { kind: 'claimed', claim };
    const earlier = await earlierRow(executor, request);
    if (!earlier) continue; // given back in between: try again at once
    const { row } = earlier;
    if (earlier.expired) {
      await forOrganisation(executor, row.organisationId).delete(
        idempotencyKeys,
        and(eq(idempotencyKeys.id, row.id), lt(idempotencyKeys.expiresAt, sql`now()`)),
      );
      continue;
    }
    if (
      row.method !== request.method ||
      row.path !== request.path ||
      row.fingerprint !== request.fingerprint
    ) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    if (row.status === 'done' && row.responseStatus !== null) {
      return { kind: 'replay', answer: { status: row.responseStatus, body: row.responseBody } };
    }
    if (earlier.abandoned) {
      const taken = await takeOver(executor, row);
      if (taken) return { kind: 'claimed', claim: taken };
      continue;
    }
    if (Date.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS');
    await sleep(Math.min(pause, Math.max(deadline - Date.now(), 0)));
  }
}

/**
 * Stores the answer of the request holding the key; false when it no longer holds it (already
 * answered, or taken over). Pass the transaction of the request's work to store the answer with
 * the work: then a crash leaves either both or neither.
 */
export async function storeAnswer(
  executor: Executor,
  claim: IdempotencyClaim,
  answer: StoredAnswer,
): Promise<boolean> {
  const rows = await forOrganisation(executor, claim.organisationId).update(
    idempotencyKeys,
    { status: 'done', responseStatus: answer.status, responseBody: answer.body },
    and(
      eq(idempotencyKeys.id, claim.id),
      eq(idempotencyKeys.holder, claim.holder),
      eq(idempotencyKeys.status, 'in_progress'),
    ),
  );
  return rows.length > 0;
}

/** Gives the key back (the request failed with a 5xx): a retry with it runs again. */
export async function releaseKey(executor: Executor, claim: IdempotencyClaim): Promise<void> {
  await forOrganisation(executor, claim.organisationId).delete(
    idempotencyKeys,
    and(
      eq(idempotencyKeys.id, claim.id),
      eq(idempotencyKeys.holder, claim.holder),
      eq(idempotencyKeys.status, 'in_progress'),
    ),
  );
}

/** Deletes the keys of every organisation that expired before `now`; returns how many. */
export async function purgeExpiredKeys(executor: Executor, now = new Date()): Promise<number> {
  const deleted = await executor
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ id: idempotencyKeys.id });
  return deleted.length;
}
