/**
 * A report written to a file for later (a queued export, a scheduled e-mail): the synchronous
 * export's columns and rows in the chosen format, named like its download.
 */
import type { TReport, TReportFileFormat } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { EXPORT_CONTENT_TYPES, exportBuffer } from '../imports/index.ts';
import { reportExportColumns, reportExportRows, reportFilename } from './report-export.ts';
import { pdfOfReport, type ReportPdfDeps } from './report-pdf.service.ts';
import type { ReportQuery } from './reports.service.ts';

export interface ReportFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** What a PDF adds to the rows: the organisation's branding and the filters' names. */
export interface ReportFileContext {
  deps: ReportPdfDeps;
  organisationId: string;
  query: Pick<ReportQuery, 'building_id' | 'kind'>;
}

export async function reportFile(
  report: TReport,
  format: TReportFileFormat,
  language: LanguageCode,
  context: ReportFileContext,
): Promise<ReportFile> {
  const filename = `${reportFilename(report, language)}.${format}`;
  // Each format of the export is written here too: a new one fails to compile until it is.
  switch (format) {
    case 'pdf': {
      const pdf = await pdfOfReport(
        context.deps,
        context.organisationId,
        report,
        context.query,
        language,
      );
      return { filename, contentType: 'application/pdf', data: pdf.data };
    }
    case 'csv':
    case 'xlsx':
      return {
        filename,
        contentType: EXPORT_CONTENT_TYPES[format],
        data: await exportBuffer({
          format,
          columns: reportExportColumns(report, language),
          rows: reportExportRows(report, language),
        }),
      };
  }
}
