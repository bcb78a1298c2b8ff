/**
 * The scheduled reports' runs (the `reports.run-schedules` job, every minute): each active
 * schedule whose next run is due is claimed in the runs ledger under (schedule, due instant), a
 * unique key, so two servers, or a job retried, send an occurrence once; its next run is moved on
 * (only if nobody changed it meanwhile). Then the report is sent (report-schedule-send.ts):
 * computed as its owner sees it, once per recipients' language, stored as an export (kept
 * REPORT_EXPORT_DAYS days) and mailed to each recipient, attached or linked, with their own
 * unsubscribe links. An owner who is no longer active or may no longer open the report, or no
 * recipient left who may, stops the schedule with the reason shown. Any other failure, or a
 * server that dies mid-run, leaves the run to be taken over by a later pass
 * (report-run-ledger.ts), which sends only to those not sent it yet, up to RUN_ATTEMPTS
 * attempts; then the run is given up and the schedule shows why.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { reportSchedules, type ReportScheduleRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { loadTicketSettings } from '../tickets/index.ts';
import { RunProblem, type DeliveryDeps, type RunProblemCode } from './report-delivery.shared.ts';
import {
  claimOccurrence,
  finishRun,
  laterRunExists,
  recipientsReached,
  retryLater,
  RUN_ATTEMPTS,
  runsToTakeOver,
  takeOver,
  type RunClaim,
} from './report-run-ledger.ts';
import { nextRunAfter } from './report-schedule-time.ts';
import { deliverRun, type Progress } from './report-schedule-send.ts';
import { ruleOf } from './report-schedules.service.ts';

/** Occurrences, and runs taken over, handled per pass; the rest wait a minute. */
const BATCH = 100;

export type RunOutcome = 'sent' | 'failed' | 'retrying' | 'skipped';

/** The pass's clock: `now`, moved on by the time the pass has taken so far. */
function clockFrom(now: Date): () => Date {
  const began = performance.now();
  return () => new Date(now.getTime() + (performance.now() - began));
}

const problemOf = (error: unknown): RunProblemCode =>
  error instanceof RunProblem
    ? error.code
    : error instanceof AppError && error.code === 'REPORT_FORBIDDEN'
      ? 'owner_forbidden'
      : 'failed';

/**
 * The schedule's last run, as its page shows it: from this run unless a later occurrence was
 * claimed meanwhile (a retry that ends late must not hide a newer result). A stop applies
 * whatever the order, with its reason: it is the schedule's state now.
 */
async function recordLastRun(
  deps: DeliveryDeps,
  claim: RunClaim,
  now: Date,
  last: { status: 'sent' | 'failed'; error: string | null; stop?: boolean },
): Promise<void> {
  if (!last.stop && (await laterRunExists(deps.db, claim))) return;
  await forOrganisation(deps.db, claim.organisationId).update(
    reportSchedules,
    {
      lastRunAt: now,
      lastStatus: last.status,
      lastError: last.error,
      ...(last.stop ? { active: false, nextRunAt: null } : {}),
    },
    eq(reportSchedules.id, claim.scheduleId),
  );
}

/** One attempt at a claimed run: sent, failed for good, or left to be tried again. */
async function attempt(deps: DeliveryDeps, claim: RunClaim, now: Date): Promise<RunOutcome> {
  const { db } = deps;
  const clock = clockFrom(now);
  const ended = async (error: string | null) =>
    finishRun(db, claim, {
      status: 'failed',
      error,
      recipients: await recipientsReached(db, claim),
      exportId: null,
    });
  const [row] = await forOrganisation(db, claim.organisationId).select(
    reportSchedules,
    eq(reportSchedules.id, claim.scheduleId),
  );
  if (!row) {
    await ended(null);
    return 'failed';
  }
  // Paused since the run began: what is left of it is not sent.
  if (claim.attempts > 1 && !row.active) {
    await ended('paused');
    return 'failed';
  }
  const progress: Progress = { exportId: null };
  try {
    await deliverRun(deps, row, claim, clock, progress);
    const finished = await finishRun(db, claim, {
      status: 'sent',
      error: null,
      recipients: await recipientsReached(db, claim),
      exportId: progress.exportId,
    });
    if (finished) await recordLastRun(deps, claim, now, { status: 'sent', error: null });
    return 'sent';
  } catch (error) {
    const problem = problemOf(error);
    if (problem === 'failed') {
      deps.log.error(
        { err: error, scheduleId: row.id, attempt: claim.attempts },
        'Scheduled report failed',
      );
      if (claim.attempts < RUN_ATTEMPTS) {
        await retryLater(db, claim, problem, clock(), progress.exportId);
        return 'retrying';
      }
    }
    const finished = await finishRun(db, claim, {
      status: 'failed',
      error: problem,
      recipients: await recipientsReached(db, claim),
      exportId: progress.exportId,
    });
    // A reason only people can fix stops the schedule, visibly, instead of failing every time.
    if (finished) {
      await recordLastRun(deps, claim, now, {
        status: 'failed',
        error: problem,
        stop: problem !== 'failed',
      });
    }
    return 'failed';
  }
}

/**
 * A run whose lease passed unfinished: one more attempt, or, after RUN_ATTEMPTS, given up as
 * interrupted (its last attempt died; one that failed would have ended it).
 */
async function takeOverRun(deps: DeliveryDeps, run: RunClaim, now: Date): Promise<RunOutcome> {
  if (run.attempts >= RUN_ATTEMPTS) {
    const given = await finishRun(deps.db, run, {
      status: 'failed',
      error: 'interrupted',
      recipients: await recipientsReached(deps.db, run),
      exportId: null,
    });
    if (!given) return 'skipped';
    await recordLastRun(deps, run, now, { status: 'failed', error: 'interrupted' });
    return 'failed';
  }
  const claim = await takeOver(deps.db, run, now);
  return claim ? attempt(deps, claim, now) : 'skipped';
}

/**
 * One occurrence of a schedule: claimed, then sent (or its failure recorded). `skipped` when
 * the occurrence was claimed already, by this server or another.
 */
export async function runOccurrence(
  deps: DeliveryDeps,
  schedule: Pick<ReportScheduleRow, 'id' | 'organisationId'>,
  dueAt: Date,
  now = new Date(),
): Promise<RunOutcome> {
  const { db } = deps;
  const claim = await claimOccurrence(db, schedule, dueAt, now);
  if (!claim) return 'skipped';
  const scope = forOrganisation(db, schedule.organisationId);
  const [row] = await scope.select(reportSchedules, eq(reportSchedules.id, schedule.id));
  if (row) {
    const { timezone } = await loadTicketSettings(db, row.organisationId);
    const after = new Date(Math.max(now.getTime(), dueAt.getTime()));
    const next = row.active ? nextRunAfter(ruleOf(row), timezone, after) : null;
    // Moved on only from this occurrence: an edit made meanwhile set its own next run.
    await scope.update(
      reportSchedules,
      { nextRunAt: next },
      and(eq(reportSchedules.id, row.id), eq(reportSchedules.nextRunAt, dueAt)),
    );
  }
  return attempt(deps, claim, now);
}

/**
 * One pass of the job: the runs to take over first (they are older), then every occurrence due
 * by `now`, oldest first.
 */
export async function runDueSchedules(
  deps: DeliveryDeps,
  now = new Date(),
): Promise<Record<RunOutcome, number>> {
  const outcomes: Record<RunOutcome, number> = { sent: 0, failed: 0, retrying: 0, skipped: 0 };
  for (const run of await runsToTakeOver(deps.db, now, BATCH)) {
    outcomes[await takeOverRun(deps, run, now)] += 1;
  }
  const due = await deps.db
    .select({
      id: reportSchedules.id,
      organisationId: reportSchedules.organisationId,
      nextRunAt: reportSchedules.nextRunAt,
    })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.active, true), lte(reportSchedules.nextRunAt, now)))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(BATCH);
  for (const schedule of due) {
    if (!schedule.nextRunAt) continue;
    outcomes[await runOccurrence(deps, schedule, schedule.nextRunAt, now)] += 1;
  }
  return outcomes;
}
