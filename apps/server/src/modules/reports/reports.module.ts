/**
 * Reports module: a catalogue of reports over the tickets the caller may see, exports (at once,
 * or on the job queue), and scheduled reports sent by e-mail.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketsDeps } from '../tickets/index.ts';
import { defineDeliveryJobs } from './report-delivery.jobs.ts';
import { reportDeliveryRoutes } from './report-delivery.routes.ts';
import type { DeliveryDeps } from './report-delivery.shared.ts';
import { reportRoutes } from './reports.routes.ts';

export const reportsModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  await app.register(reportRoutes, { db: deps.db, files: deps.files });
  const delivery: DeliveryDeps = {
    db: deps.db,
    files: deps.files,
    appUrl: deps.appUrl,
    // The module is mounted under API_BASE: its prefix is that path.
    apiBase: app.prefix,
    sendMail: deps.sendMail,
    log: app.log.child({ module: 'reports' }),
  };
  const enqueueExport = await defineDeliveryJobs(app, delivery);
  await app.register(reportDeliveryRoutes, { deps: delivery, enqueueExport });
};
