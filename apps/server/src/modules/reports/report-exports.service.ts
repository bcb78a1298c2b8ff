/**
 * Report exports on the job queue. The request checks what it can at once (the report exists and
 * the caller may open it, the grouping, the building), records the export and queues it; the
 * job computes the report as the requester sees it then, writes the file through the file
 * service, and e-mails the requester its link. Each export is its requester's own: another
 * person's, or one past its expiry, is "not found". The hourly purge removes expired ones.
 */
import {
  REPORT_EXPORT_DAYS,
  ZReportQuery,
  type TCreateReportExportRequest,
  type TReportExport,
  type TReportFileFormat,
} from '@mainstay/contracts';
import { isLanguageCode, type LanguageCode } from '@mainstay/i18n';
import { and, eq, gt, lt } from 'drizzle-orm';
import { reportExports, type ReportExportRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { checkBuilding } from '../dashboards/index.ts';
import { viewerOf } from '../tickets/index.ts';
import {
  exportExpiry,
  mailedFileLink,
  periodLabel,
  reportTitle,
  RunProblem,
  runProblemText,
  type DeliveryDeps,
} from './report-delivery.shared.ts';
import { reportFile } from './report-file.ts';
import { loadMembers, mayReceive, viewerOfMember } from './report-members.ts';
import { groupingOf, openReport, runReport, type ReportQuery } from './reports.service.ts';

export interface ReportExportJob {
  exportId: string;
  organisationId: string;
}

async function exportView(
  deps: DeliveryDeps,
  row: ReportExportRow,
  language: LanguageCode,
): Promise<TReportExport> {
  const file =
    row.status === 'done' && row.fileId
      ? deps.files.link(await deps.files.find(row.organisationId, row.fileId))
      : null;
  return {
    id: row.id,
    report_key: row.reportKey as TReportExport['report_key'],
    format: row.format,
    query: ZReportQuery.parse(row.query),
    status: row.status,
    progress: row.progress,
    row_count: row.rowCount,
    file,
    error: row.status === 'failed' ? runProblemText(language, row.error ?? 'failed') : null,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
  };
}

export async function createReportExport(
  deps: DeliveryDeps,
  enqueue: (job: ReportExportJob) => Promise<void>,
  caller: { auth: RequestAuth; language: LanguageCode },
  key: string,
  body: TCreateReportExportRequest & { format: TReportFileFormat },
): Promise<TReportExport> {
  const { auth, language } = caller;
  const viewer = viewerOf(auth);
  const definition = openReport(viewer, key);
  const { format, ...filters } = body;
  const query: ReportQuery = ZReportQuery.parse(filters);
  groupingOf(definition, query.group_by);
  await checkBuilding(deps.db, viewer, query.building_id);
  const [row] = await forOrganisation(deps.db, auth.organisationId).insert(reportExports, [
    {
      requestedByUserId: auth.userId,
      reportKey: definition.key,
      query,
      format,
      language,
      expiresAt: exportExpiry(new Date()),
    },
  ]);
  if (!row) throw new Error('The export was not recorded');
  await enqueue({ exportId: row.id, organisationId: row.organisationId });
  return exportView(deps, row, language);
}

export async function getReportExport(
  deps: DeliveryDeps,
  caller: { auth: RequestAuth; language: LanguageCode },
  id: string,
): Promise<TReportExport> {
  const { auth, language } = caller;
  const [row] = await forOrganisation(deps.db, auth.organisationId).select(
    reportExports,
    and(
      eq(reportExports.id, id),
      eq(reportExports.requestedByUserId, auth.userId),
      gt(reportExports.expiresAt, new Date()),
    ),
  );
  if (!row) throw new AppError('REPORT_EXPORT_NOT_FOUND');
  return exportView(deps, row, language);
}

/** The job: one export, computed and stored once (a retried job finds it no longer queued). */
export async function runReportExport(deps: DeliveryDeps, job: ReportExportJob): Promise<void> {
  const scope = forOrganisation(deps.db, job.organisationId);
  const mine = eq(reportExports.id, job.exportId);
  const [row] = await scope.update(
    reportExports,
    { status: 'running', progress: 10 },
    and(mine, eq(reportExports.status, 'queued')),
  );
  if (!row) return;
  const progress = (value: number) => scope.update(reportExports, { progress: value }, mine);
  try {
    const [requester] = row.requestedByUserId
      ? await loadMembers(deps.db, row.organisationId, [row.requestedByUserId])
      : [];
    if (!requester?.active) throw new RunProblem('owner_inactive');
    if (!mayReceive(requester, row.reportKey)) throw new RunProblem('owner_forbidden');
    const language = isLanguageCode(row.language) ? row.language : requester.language;
    const viewer = await viewerOfMember(deps.db, row.organisationId, requester);
    const query = ZReportQuery.parse(row.query);
    const report = await runReport(deps.db, viewer, row.reportKey, query, language);
    await progress(60);
    const file = await reportFile(report, row.format as TReportFileFormat, language, {
      deps,
      organisationId: row.organisationId,
      query,
    });
    await progress(85);
    const saved = await deps.files.save({
      organisationId: row.organisationId,
      userId: requester.id,
      purpose: 'document',
      filename: file.filename,
      data: file.data,
    });
    await scope.update(
      reportExports,
      {
        status: 'done',
        progress: 100,
        rowCount: report.rows.length,
        fileId: saved.id,
        completedAt: new Date(),
      },
      mine,
    );
    await deps.sendMail({
      to: requester.email,
      template: 'report-export-ready',
      language: requester.language,
      organisationId: row.organisationId,
      data: {
        name: requester.name,
        report_title: reportTitle(requester.language, row.reportKey),
        period: periodLabel(requester.language, report.period),
        link: mailedFileLink(deps, saved, requester.id),
        expires_days: String(REPORT_EXPORT_DAYS),
      },
    });
  } catch (error) {
    const problem = error instanceof RunProblem ? error.code : 'failed';
    if (!(error instanceof RunProblem)) {
      deps.log.error({ err: error, exportId: row.id }, 'Report export failed');
    }
    await scope
      .update(reportExports, { status: 'failed', error: problem, completedAt: new Date() }, mine)
      .catch(() => {});
  }
}

/** Removes exports past their expiry, their files with them; returns how many. */
export async function purgeExpiredExports(deps: DeliveryDeps, now = new Date()): Promise<number> {
  const expired = await deps.db
    .select({
      id: reportExports.id,
      organisationId: reportExports.organisationId,
      fileId: reportExports.fileId,
    })
    .from(reportExports)
    .where(lt(reportExports.expiresAt, now))
    .limit(1000);
  for (const row of expired) {
    await forOrganisation(deps.db, row.organisationId).delete(
      reportExports,
      eq(reportExports.id, row.id),
    );
    if (row.fileId) await deps.files.remove(row.organisationId, row.fileId).catch(() => {});
  }
  return expired.length;
}
