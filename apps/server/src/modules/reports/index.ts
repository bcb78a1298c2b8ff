/**
 * Reports: the catalogue, each report computed in the database, its CSV, XLSX or PDF export (at
 * once or on the job queue) and scheduled reports sent by e-mail.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { reportsModule } from './reports.module.ts';
export { renderReportPdf } from './report-pdf.ts';
export type { ReportPdfInput } from './report-pdf.ts';
export { runReport } from './reports.service.ts';
