/** /v1/my-jobs (the caller's work queue) and /v1/saved-views (named filters of the lists). */
import { ticketEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { viewerOf } from '../ticket-access.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import { listMyJobs } from './my-jobs.ts';
import { createSavedView, deleteSavedView, listSavedViews } from './saved-views.ts';

export const myJobsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  route(app, ticketEndpoints.myJobs, async (request) =>
    listMyJobs(deps.db, viewerOf(authOf(request)), request.query),
  );

  route(app, ticketEndpoints.listSavedViews, async (request) =>
    listSavedViews(deps.db, authOf(request), request.query.page),
  );

  route(app, ticketEndpoints.createSavedView, async (request) =>
    createSavedView(deps.db, authOf(request), request.body),
  );

  route(app, ticketEndpoints.deleteSavedView, async (request) => {
    await deleteSavedView(deps.db, authOf(request), request.params.id);
  });
};
