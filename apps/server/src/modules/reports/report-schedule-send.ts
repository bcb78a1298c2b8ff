/**
 * What one attempt at a scheduled report's run sends: the report as its owner sees it, one file
 * per recipients' language, mailed to each recipient who may receive it and was not sent it by
 * an earlier attempt (report-run-ledger.ts), with their own unsubscribe links. An owner who is
 * no longer active or may no longer open the report, or nobody left who may receive it, is a
 * RunProblem: the runner stops the schedule with that reason.
 */
import { REPORT_EXPORT_DAYS, ZReportQuery, type TReportFileFormat } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { eq } from 'drizzle-orm';
import {
  reportExports,
  reportScheduleRecipients,
  type ReportScheduleRow,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
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
import { claimedRecipients, renewLease, sendOnce, type RunClaim } from './report-run-ledger.ts';
import { unsubscribeLinks, unsubscribeSecret } from './report-unsubscribe.ts';
import { runReport } from './reports.service.ts';

/** What an attempt got done, kept when it fails halfway. */
export interface Progress {
  exportId: string | null;
}

/**
 * Sends the run to each recipient who may receive it and was not sent it by an earlier attempt.
 * The report is computed as of the run's first attempt, so every recipient of an occurrence
 * gets the same period however late a retry comes.
 */
export async function deliverRun(
  deps: DeliveryDeps,
  schedule: ReportScheduleRow,
  claim: RunClaim,
  clock: () => Date,
  progress: Progress,
): Promise<void> {
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

  const reached = await claimedRecipients(db, claim);
  const byLanguage = new Map<LanguageCode, ReportMember[]>();
  for (const member of recipients) {
    if (reached.has(member.id)) continue;
    byLanguage.set(member.language, [...(byLanguage.get(member.language) ?? []), member]);
  }
  if (byLanguage.size === 0) return;
  const viewer = await viewerOfMember(db, organisationId, owner);
  const query = ZReportQuery.parse(schedule.filters);
  const secret = await unsubscribeSecret(db, db);
  for (const [language, readers] of byLanguage) {
    // Headers and labels in the readers' language: one file per language.
    const report = await runReport(
      db,
      viewer,
      schedule.reportKey,
      query,
      language,
      claim.startedAt,
    );
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
    const now = clock();
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
    progress.exportId ??= stored?.id ?? null;
    await renewLease(db, claim, clock());
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
      await sendOnce(db, claim, reader.id, () =>
        deps.sendMail({
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
        }),
      );
      await renewLease(db, claim, clock());
    }
  }
}
