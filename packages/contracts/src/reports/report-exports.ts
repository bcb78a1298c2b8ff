/**
 * Report exports run on the job queue (/v1/reports/:key/exports): the report's query and a file
 * format in, a record out whose status and progress the client polls until its file is ready.
 * The file formats are the synchronous export's (`ZReportExportQuery.format`), so a format added
 * there (PDF) is offered here and by the schedules without another change.
 */
import { z } from 'zod';
import { ZFileLink } from '../files/files.ts';
import { REPORT_KEYS, ZReportExportQuery, ZReportQuery } from './reports.ts';

/** The file formats of a report: the synchronous export's own enum (default csv). */
export const ZReportFileFormat = ZReportExportQuery.shape.format;
export type TReportFileFormat = z.output<typeof ZReportFileFormat>;
/** The formats in the order a menu offers them. */
export const REPORT_FILE_FORMATS = ZReportFileFormat.unwrap().options;

/** An export's file is kept this many days, then removed with its record. */
export const REPORT_EXPORT_DAYS = 7;

/**
 * Up to this many rows the web downloads at once (GET .../export); a larger report runs on the
 * queue with a progress bar, a download link and an e-mail when it is ready.
 */
export const REPORT_SYNC_EXPORT_MAX_ROWS = 500;

export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TReportExportStatus = (typeof REPORT_EXPORT_STATUSES)[number];

/** The body of POST /v1/reports/:key/exports: the report's filters and the file format. */
export const ZCreateReportExportRequest = ZReportExportQuery;
export type TCreateReportExportRequest = z.input<typeof ZCreateReportExportRequest>;

export const ZReportExportParams = z.object({ id: z.uuid() });

export const ZReportExport = z
  .object({
    id: z.uuid(),
    report_key: z.enum(REPORT_KEYS),
    format: z.string(),
    query: ZReportQuery,
    status: z.enum(REPORT_EXPORT_STATUSES),
    /** 0 to 100. */
    progress: z.number().int().min(0).max(100),
    /** The report's rows (without the totals row), once computed. */
    row_count: z.number().int().nonnegative().nullable(),
    /** The file, with a signed link for the caller, once done. */
    file: ZFileLink.nullable(),
    /** Why it failed, in the caller's language. */
    error: z.string().nullable(),
    created_at: z.iso.datetime(),
    completed_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'ReportExport' });
export type TReportExport = z.infer<typeof ZReportExport>;
