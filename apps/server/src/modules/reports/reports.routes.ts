/** GET /v1/reports, /v1/reports/:key and its export. */
import { reportEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import type { FilesService } from '../files/index.ts';
import { sendDocument, sendExport } from '../imports/index.ts';
import { viewerOf } from '../tickets/index.ts';
import { reportCatalogue } from './report-catalogue.ts';
import { reportExportColumns, reportExportRows, reportFilename } from './report-export.ts';
import { reportPdf } from './report-pdf.service.ts';
import { runReport } from './reports.service.ts';

export const reportRoutes: FastifyPluginAsyncZod<{ db: Executor; files: FilesService }> = async (
  app,
  { db, files },
) => {
  route(app, reportEndpoints.catalogue, async (request) =>
    reportCatalogue(authOf(request).ability),
  );

  route(app, reportEndpoints.get, async (request) =>
    runReport(
      db,
      viewerOf(authOf(request)),
      request.params.key,
      request.query,
      languageOf(request),
    ),
  );

  route(app, reportEndpoints.export, async (request, reply) => {
    const language = languageOf(request);
    const viewer = viewerOf(authOf(request));
    const { format, ...query } = request.query;
    if (format === 'pdf') {
      const pdf = await reportPdf({ db, files }, viewer, request.params.key, query, language);
      return sendDocument(reply, { ...pdf, extension: 'pdf', contentType: 'application/pdf' });
    }
    const report = await runReport(db, viewer, request.params.key, query, language);
    return sendExport(reply, {
      format,
      filename: reportFilename(report, language),
      columns: reportExportColumns(report, language),
      rows: reportExportRows(report, language),
    });
  });
};
