/**
 * The scheduled reports' runs (the `reports.run-schedules` job, every minute): each active
 * schedule whose next run is due is claimed in the runs ledger under (schedule, due instant), a
 * unique key, so two servers, or a job retried, send an occurrence once; its next run is moved on
 * (only if nobody changed it meanwhile). Then the report is computed as its owner sees it now,
 * once per recipients' language, stored as an export (kept REPORT_EXPORT_DAYS days) and mailed to
 * each recipient, attached or linked, with their own unsubscribe link. An owner who is no longer
 * active or may no longer open the report, or no recipient left who may, stops the schedule with
 * the reason shown; any other failure is recorded and the next occurrence tries again.
 * A server that dies mid-run leaves that occurrence claimed: it is not sent twice, nor retried.
 */
import { REPORT_EXPORT_DAYS, ZReportQuery, type TReportFileFormat } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { and, asc, eq, lte } from 'drizzle-orm';
import {
  reportExports,
  reportScheduleRecipients,
  reportScheduleRuns,
  reportSchedules,
  type ReportScheduleRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { loadTicketSettings } from '../tickets/index.ts';
import {
  exportExpiry,
  mailedFileLink,
  periodLabel,
  reportTitle,
  RunProblem,
  type DeliveryDeps,
} from './report-delivery.shared.ts';
import { reportFile } from './report-file.ts';
import { loadMembers, mayReceive, viewerOfMember, type ReportMember } from './report-members.ts';
import { nextRunAfter } from './report-schedule-time.ts';
import { ruleOf } from './report-schedules.service.ts';
import { unsubscribeLinks, unsubscribeSecret } from './report-unsubscribe.ts';
import { runReport } from './reports.service.ts';

/** Occurrences handled per pass; the rest wait a minute. */
const BATCH = 100;

export type RunOutcome = 'sent' | 'failed' | 'skipped';

interface Delivered {
  recipients: number;
  exportId: string | null;
}

async function deliver(
  deps: DeliveryDeps,
  schedule: ReportScheduleRow,
  now: Date,
): Promise<Delivered> {
  const { db } = deps;
  const organisationId = schedule.organisationId;
  const [owner] = schedule.ownerUserId
    ? await loadMembers(db, organisationId, [schedule.ownerUserId])
    : [];
  if (!owner?.active) throw new RunProblem('owner_inactive');
  if (!mayReceive(owner, schedule.reportKey)) throw new RunProblem('owner_forbidden');
  const links = await forOrganisation(db, organisationId).select(
    reportScheduleRecipients,
    eq(reportScheduleRecipients.scheduleId, schedule.id),
  );
  const recipients = (
    await loadMembers(
      db,
      organisationId,
      links.map((link) => link.userId),
    )
  ).filter((member) => mayReceive(member, schedule.reportKey));
  if (recipients.length === 0) throw new RunProblem('no_recipients');

  const viewer = await viewerOfMember(db, organisationId, owner);
  const query = ZReportQuery.parse(schedule.filters);
  const secret = await unsubscribeSecret(db, db);
  const byLanguage = new Map<LanguageCode, ReportMember[]>();
  for (const member of recipients) {
    byLanguage.set(member.language, [...(byLanguage.get(member.language) ?? []), member]);
  }
  let exportId: string | null = null;
  for (const [language, readers] of byLanguage) {
    // Headers and labels in the readers' language: one file per language.
    const report = await runReport(db, viewer, schedule.reportKey, query, language, now);
    const file = await reportFile(report, schedule.format as TReportFileFormat, language, {
      deps: { db, files: deps.files },
      organisationId,
      query,
    });
    const saved = await deps.files.save({
      organisationId,
      userId: owner.id,
      purpose: 'document',
      filename: file.filename,
      data: file.data,
    });
    const [stored] = await forOrganisation(db, organisationId).insert(reportExports, [
      {
        requestedByUserId: owner.id,
        scheduleId: schedule.id,
        reportKey: schedule.reportKey,
        query,
        format: schedule.format,
        language,
        status: 'done',
        progress: 100,
        rowCount: report.rows.length,
        fileId: saved.id,
        expiresAt: exportExpiry(now),
        completedAt: now,
      },
    ]);
    exportId ??= stored?.id ?? null;
    for (const reader of readers) {
      const unsubscribe = unsubscribeLinks(deps, secret, {
        scheduleId: schedule.id,
        organisationId,
        userId: reader.id,
      });
      const common = {
        name: reader.name,
        schedule_name: schedule.name,
        report_title: reportTitle(language, schedule.reportKey),
        period: periodLabel(language, report.period),
        owner_name: owner.name,
        unsubscribe_link: unsubscribe.page,
      };
      await deps.sendMail({
        to: reader.email,
        language,
        organisationId,
        headers: unsubscribe.headers,
        ...(schedule.delivery === 'link'
          ? {
              template: 'report-schedule-link',
              data: {
                ...common,
                link: mailedFileLink(deps, saved, reader.id),
                expires_days: String(REPORT_EXPORT_DAYS),
              },
            }
          : {
              template: 'report-schedule-attachment',
              data: common,
              attachments: [
                {
                  organisationId,
                  fileId: saved.id,
                  filename: file.filename,
                  contentType: file.contentType,
                },
              ],
            }),
      });
    }
  }
  return { recipients: recipients.length, exportId };
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
  const scope = forOrganisation(db, schedule.organisationId);
  const [run] = await db
    .insert(reportScheduleRuns)
    .values({ organisationId: schedule.organisationId, scheduleId: schedule.id, dueAt })
    .onConflictDoNothing()
    .returning();
  if (!run) return 'skipped';
  const thisRun = eq(reportScheduleRuns.id, run.id);
  const [row] = await scope.select(reportSchedules, eq(reportSchedules.id, schedule.id));
  if (!row) {
    await scope.update(reportScheduleRuns, { status: 'failed', finishedAt: new Date() }, thisRun);
    return 'failed';
  }
  const mine = eq(reportSchedules.id, row.id);
  const { timezone } = await loadTicketSettings(db, row.organisationId);
  const after = new Date(Math.max(now.getTime(), dueAt.getTime()));
  const next = row.active ? nextRunAfter(ruleOf(row), timezone, after) : null;
  // Moved on only from this occurrence: an edit made meanwhile set its own next run.
  await scope.update(
    reportSchedules,
    { nextRunAt: next },
    and(mine, eq(reportSchedules.nextRunAt, dueAt)),
  );

  try {
    const delivered = await deliver(deps, row, now);
    await scope.update(
      reportScheduleRuns,
      { status: 'sent', ...delivered, finishedAt: new Date() },
      thisRun,
    );
    await scope.update(
      reportSchedules,
      { lastRunAt: now, lastStatus: 'sent', lastError: null },
      mine,
    );
    return 'sent';
  } catch (error) {
    const problem =
      error instanceof RunProblem
        ? error.code
        : error instanceof AppError && error.code === 'REPORT_FORBIDDEN'
          ? 'owner_forbidden'
          : 'failed';
    if (problem === 'failed') {
      deps.log.error({ err: error, scheduleId: row.id }, 'Scheduled report failed');
    }
    await scope.update(
      reportScheduleRuns,
      { status: 'failed', error: problem, finishedAt: new Date() },
      thisRun,
    );
    // A reason only people can fix stops the schedule, visibly, instead of failing every time.
    const stops = problem !== 'failed';
    await scope.update(
      reportSchedules,
      {
        lastRunAt: now,
        lastStatus: 'failed',
        lastError: problem,
        ...(stops ? { active: false, nextRunAt: null } : {}),
      },
      mine,
    );
    return 'failed';
  }
}

/** One pass of the job: every occurrence due by `now`, oldest first. */
export async function runDueSchedules(
  deps: DeliveryDeps,
  now = new Date(),
): Promise<Record<RunOutcome, number>> {
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
  const outcomes: Record<RunOutcome, number> = { sent: 0, failed: 0, skipped: 0 };
  for (const schedule of due) {
    if (!schedule.nextRunAt) continue;
    outcomes[await runOccurrence(deps, schedule, schedule.nextRunAt, now)] += 1;
  }
  return outcomes;
}
