/**
 * The runs ledger of scheduled reports (report_schedule_runs, report_schedule_deliveries): the
 * claim of an occurrence, the attempts at sending it and who it was sent to. An attempt holds
 * its run until the run's lease passes, renewing it as it goes; a run whose lease passed while
 * unfinished (its server died, or it failed and waits to be tried again) is taken over by the
 * next pass, with its attempt number raised. Every write of an attempt is fenced by that
 * number, so an attempt that was taken over cannot finish the run under the one that took it.
 */
import { and, asc, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  reportScheduleDeliveries,
  reportScheduleRuns,
  type ReportScheduleRunRow,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** Time an attempt may go without progress (one report, or one e-mail) before it is taken over. */
export const RUN_LEASE_MS = 10 * 60_000;
/** Attempts at one occurrence, the first included; then it is given up. */
export const RUN_ATTEMPTS = 3;
/** Wait after a failed attempt, doubled after each further one. */
export const RUN_RETRY_DELAY_MS = 5 * 60_000;

/** One attempt's hold on a run. */
export type RunClaim = Pick<
  ReportScheduleRunRow,
  'id' | 'organisationId' | 'scheduleId' | 'dueAt' | 'attempts' | 'startedAt' | 'exportId'
>;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** This attempt's run, while it still holds it. */
const held = (claim: RunClaim) =>
  and(
    eq(reportScheduleRuns.id, claim.id),
    eq(reportScheduleRuns.status, 'running'),
    eq(reportScheduleRuns.attempts, claim.attempts),
  );

/** The first attempt at an occurrence; null when it was claimed already, here or elsewhere. */
export async function claimOccurrence(
  db: Database,
  schedule: { id: string; organisationId: string },
  dueAt: Date,
  now: Date,
): Promise<RunClaim | null> {
  const [run] = await db
    .insert(reportScheduleRuns)
    .values({
      organisationId: schedule.organisationId,
      scheduleId: schedule.id,
      dueAt,
      startedAt: now,
      leaseUntil: later(now, RUN_LEASE_MS),
    })
    .onConflictDoNothing()
    .returning();
  return run ?? null;
}

/** Unfinished runs whose lease has passed, longest waiting first (every organisation's). */
export function runsToTakeOver(db: Database, now: Date, limit: number): Promise<RunClaim[]> {
  return db
    .select()
    .from(reportScheduleRuns)
    .where(and(eq(reportScheduleRuns.status, 'running'), lte(reportScheduleRuns.leaseUntil, now)))
    .orderBy(asc(reportScheduleRuns.leaseUntil))
    .limit(limit);
}

/** One more attempt at a run found by runsToTakeOver; null when another pass took it first. */
export async function takeOver(db: Database, run: RunClaim, now: Date): Promise<RunClaim | null> {
  const [taken] = await forOrganisation(db, run.organisationId).update(
    reportScheduleRuns,
    { attempts: run.attempts + 1, leaseUntil: later(now, RUN_LEASE_MS) },
    and(held(run), lte(reportScheduleRuns.leaseUntil, now)),
  );
  return taken ?? null;
}

/** Keeps the run while the attempt makes progress. */
export async function renewLease(db: Database, claim: RunClaim, now: Date): Promise<void> {
  await forOrganisation(db, claim.organisationId).update(
    reportScheduleRuns,
    { leaseUntil: later(now, RUN_LEASE_MS) },
    held(claim),
  );
}

/** The people an earlier attempt at this run sent it to, or was sending it to when it died. */
export async function claimedRecipients(db: Database, claim: RunClaim): Promise<Set<string>> {
  const rows = await forOrganisation(db, claim.organisationId).select(
    reportScheduleDeliveries,
    eq(reportScheduleDeliveries.runId, claim.id),
  );
  return new Set(rows.map((row) => row.userId));
}

/**
 * Sends the run to one person at most once: claims them, sends, then marks them sent. A send
 * that failed releases the claim, so a later attempt tries them again; an attempt that dies in
 * between leaves the claim, and the person is not sent the run again (they may have it).
 */
export async function sendOnce(
  db: Database,
  claim: RunClaim,
  userId: string,
  send: () => Promise<void>,
): Promise<boolean> {
  const scope = forOrganisation(db, claim.organisationId);
  const mine = and(
    eq(reportScheduleDeliveries.runId, claim.id),
    eq(reportScheduleDeliveries.userId, userId),
  );
  const [claimed] = await db
    .insert(reportScheduleDeliveries)
    .values({ organisationId: claim.organisationId, runId: claim.id, userId })
    .onConflictDoNothing()
    .returning();
  if (!claimed) return false;
  try {
    await send();
  } catch (error) {
    await scope.delete(reportScheduleDeliveries, mine);
    throw error;
  }
  await scope.update(reportScheduleDeliveries, { sentAt: new Date() }, mine);
  return true;
}

/** How many people the run went to over all its attempts (or was going to when one died). */
export async function recipientsReached(db: Database, claim: RunClaim): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(reportScheduleDeliveries)
    .where(
      forOrganisation(db, claim.organisationId).where(
        reportScheduleDeliveries,
        eq(reportScheduleDeliveries.runId, claim.id),
      ),
    );
  return row?.value ?? 0;
}

export interface RunEnd {
  status: 'sent' | 'failed';
  error: string | null;
  recipients: number;
  exportId: string | null;
}

/** Ends the run; false when this attempt no longer held it (another took it over). */
export async function finishRun(db: Database, claim: RunClaim, end: RunEnd): Promise<boolean> {
  const done = await forOrganisation(db, claim.organisationId).update(
    reportScheduleRuns,
    { ...end, exportId: claim.exportId ?? end.exportId, finishedAt: new Date() },
    held(claim),
  );
  return done.length > 0;
}

/**
 * A failed attempt, with attempts left: the run waits, then the pass after the wait takes it
 * over. False when this attempt no longer held it.
 */
export async function retryLater(
  db: Database,
  claim: RunClaim,
  error: string,
  now: Date,
  exportId: string | null,
): Promise<boolean> {
  const wait = RUN_RETRY_DELAY_MS * 2 ** (claim.attempts - 1);
  const waiting = await forOrganisation(db, claim.organisationId).update(
    reportScheduleRuns,
    { error, leaseUntil: later(now, wait), exportId: claim.exportId ?? exportId },
    held(claim),
  );
  return waiting.length > 0;
}

/** Whether a later occurrence of the schedule was claimed: its status is the schedule's last. */
export async function laterRunExists(db: Database, claim: RunClaim): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<number>`1` })
    .from(reportScheduleRuns)
    .where(
      forOrganisation(db, claim.organisationId).where(
        reportScheduleRuns,
        and(
          eq(reportScheduleRuns.scheduleId, claim.scheduleId),
          gt(reportScheduleRuns.dueAt, claim.dueAt),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
