/**
 * Queued exports (/v1/reports/:key/exports, /v1/reports/exports/:id), scheduled reports
 * (/v1/reports/schedules) and the public unsubscribe links of their e-mails.
 */
import { reportDeliveryEndpoints as endpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import type { DeliveryDeps } from './report-delivery.shared.ts';
import {
  createReportExport,
  getReportExport,
  type ReportExportJob,
} from './report-exports.service.ts';
import {
  createReportSchedule,
  deleteReportSchedule,
  getReportSchedule,
  listReportSchedules,
  reportRecipients,
  updateReportSchedule,
} from './report-schedules.service.ts';
import { unsubscribe } from './report-unsubscribe.ts';

/** Enough for a person on a shared connection; far too few to guess a signature. */
const UNSUBSCRIBE_LIMIT = { max: 20, timeWindow: 60_000 };
/**
 * One-click posts come from mail providers' servers, a few addresses for all their users, so
 * the limit is wider; a signature is still far out of reach.
 */
const ONE_CLICK_LIMIT = { max: 300, timeWindow: 60_000 };
/** `List-Unsubscribe=One-Click` and little else. */
const ONE_CLICK_BODY_LIMIT = 1024;

export interface DeliveryRouteOptions {
  deps: DeliveryDeps;
  enqueueExport: (job: ReportExportJob) => Promise<void>;
}

export const reportDeliveryRoutes: FastifyPluginAsyncZod<DeliveryRouteOptions> = async (
  app,
  { deps, enqueueExport },
) => {
  const callerOf = (request: Parameters<typeof authOf>[0]) => ({
    auth: authOf(request),
    language: languageOf(request),
  });

  route(app, endpoints.createExport, async (request) =>
    createReportExport(deps, enqueueExport, callerOf(request), request.params.key, request.body),
  );
  route(app, endpoints.getExport, async (request) =>
    getReportExport(deps, callerOf(request), request.params.id),
  );

  route(app, endpoints.listSchedules, async (request) => ({
    items: await listReportSchedules(deps, callerOf(request)),
  }));
  route(app, endpoints.scheduleRecipients, async (request) =>
    reportRecipients(deps, callerOf(request), request.query),
  );
  route(app, endpoints.getSchedule, async (request) =>
    getReportSchedule(deps, callerOf(request), request.params.id),
  );
  route(app, endpoints.createSchedule, async (request) =>
    createReportSchedule(deps, callerOf(request), request.body),
  );
  route(app, endpoints.updateSchedule, async (request) =>
    updateReportSchedule(deps, callerOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteSchedule, async (request) => {
    await deleteReportSchedule(deps, callerOf(request), request.params.id);
  });

  route(
    app,
    endpoints.unsubscribe,
    async (request) => unsubscribe(deps.db, request.body.token, languageOf(request)),
    { rateLimit: UNSUBSCRIBE_LIMIT },
  );
  await app.register(async (oneClick) => {
    // RFC 8058 clients may post their form-encoded body; it is read as nothing but must parse.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    route(
      oneClick,
      endpoints.oneClickUnsubscribe,
      async (request) => unsubscribe(deps.db, request.query.token, languageOf(request)),
      { rateLimit: ONE_CLICK_LIMIT },
    );
  });
};
