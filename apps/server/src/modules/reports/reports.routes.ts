/** GET /v1/reports, /v1/reports/:key and its export. */
import { reportEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import { sendExport } from '../imports/index.ts';
import { viewerOf } from '../tickets/index.ts';
import { reportCatalogue } from './report-catalogue.ts';
import { reportExportColumns, reportExportRows, reportFilename } from './report-export.ts';
import { runReport } from './reports.service.ts';

export const reportRoutes: FastifyPluginAsyncZod<{ db: Executor }> = async (app, { db }) => {
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
    const report = await runReport(
      db,
      viewerOf(authOf(request)),
      request.params.key,
      request.query,
      language,
    );
    return sendExport(reply, {
      format: request.query.format,
      filename: reportFilename(report, language),
      columns: reportExportColumns(report, language),
      rows: reportExportRows(report, language),
    });
  });
};
