/**
 * Reports: the catalogue, one report, and its export.
 */
import {
  defineEndpoint,
  download,
  exportEndpoint,
  SPREADSHEET_TYPES,
} from '../endpoints/define.ts';
import {
  ZReport,
  ZReportCatalogue,
  ZReportExportQuery,
  ZReportParams,
  ZReportQuery,
} from './reports.ts';

const access = { permission: { action: 'read', subject: 'report' } } as const;

export const reportEndpoints = {
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/v1/reports',
    responses: { 200: ZReportCatalogue },
    errors: [401, 403],
    access,
    tags: ['reports'],
    summary: 'The reports the caller may open',
    description:
      'Reports over assets (MTTR, MTBF, the asset register) need read on assets, the workload report read on team, the contractors report read on Contractor.',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/reports/:key',
    params: ZReportParams,
    query: ZReportQuery,
    responses: { 200: ZReport },
    errors: [401, 403, 404, 422],
    access,
    tags: ['reports'],
    summary: 'One report for one period: columns, rows, totals and a chart',
    description:
      "Over the tickets the caller may see (the service dashboard's scope). Formulas: docs/kpis.md. 404 for an unknown report or a building that is not the organisation's; 403 for a report outside the caller's catalogue.",
  }),
  export: {
    ...exportEndpoint({
      path: '/v1/reports/:key/export',
      params: ZReportParams,
      query: ZReportExportQuery,
      access,
      tags: ['reports'],
      summary: "Export a report as CSV, XLSX or PDF, headers in the caller's language",
      description:
        "format=pdf answers a printable A4 document: the organisation's name and logo, the report's title, period and filters, the table with its totals (landscape when it has many columns), right to left in Arabic.",
    }),
    responses: {
      200: download([...SPREADSHEET_TYPES, 'application/pdf'], 'The CSV or XLSX file, or the PDF'),
    },
    errors: [401, 403, 404, 422] as const,
  },
};
