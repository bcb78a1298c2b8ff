/**
 * A report as a PDF for the caller: the report run exactly as for its page and its other
 * exports (same checks, same refusals), with what only the printed page shows: the
 * organisation's name and logo, and the name of the building it was filtered by.
 */
import type { TReport } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { buildings } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { FilesService } from '../files/index.ts';
import { organisationBranding } from '../organisation/index.ts';
import type { TicketViewer } from '../tickets/index.ts';
import { reportFilename } from './report-export.ts';
import { renderReportPdf } from './report-pdf.ts';
import { runReport, type ReportQuery } from './reports.service.ts';

export interface ReportPdfDeps {
  db: Executor;
  files: FilesService;
}

/** The logo's box on the page, at twice its printed size for sharpness. */
const LOGO_BOX = { width: 280, height: 96, format: 'png' } as const;

async function buildingName(
  executor: Executor,
  organisationId: string,
  buildingId: string | undefined,
): Promise<string | null> {
  if (!buildingId) return null;
  const tenant = forOrganisation(executor, organisationId);
  const [row] = await tenant.select(buildings, eq(buildings.id, buildingId));
  return row?.name ?? null;
}

export async function reportPdf(
  deps: ReportPdfDeps,
  viewer: TicketViewer,
  key: string,
  query: ReportQuery,
  language: LanguageCode,
): Promise<{ filename: string; data: Buffer }> {
  const report = await runReport(deps.db, viewer, key, query, language);
  return pdfOfReport(deps, viewer.auth.organisationId, report, query, language);
}

/** The PDF of a report already run (a queued export, a scheduled e-mail). */
export async function pdfOfReport(
  deps: ReportPdfDeps,
  organisationId: string,
  report: TReport,
  query: Pick<ReportQuery, 'building_id' | 'kind'>,
  language: LanguageCode,
): Promise<{ filename: string; data: Buffer }> {
  const [organisation, building] = await Promise.all([
    organisationBranding(deps.files, deps.db, organisationId, LOGO_BOX),
    buildingName(deps.db, organisationId, query.building_id),
  ]);
  const data = await renderReportPdf({
    report,
    organisation,
    building,
    kind: query.kind,
    language,
  });
  return { filename: reportFilename(report, language), data };
}
