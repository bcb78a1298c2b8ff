/** GET /v1/dashboards/service (the landing page's figures) and the dashboard layouts. */
import { dashboardEndpoints, dashboardLayoutEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.ts';
import { route } from '../../lib/route.ts';
import { authOf } from '../../plugins/auth.ts';
import { viewerOf } from '../tickets/index.ts';
import { readLayout, resetLayout, saveLayout, shareLayout } from './dashboard-layouts.ts';
import { serviceDashboard } from './dashboards.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Executor }> = async (app, { db }) => {
  route(app, dashboardEndpoints.serviceDashboard, async (request) =>
    serviceDashboard(db, viewerOf(authOf(request)), request.query),
  );
  route(app, dashboardLayoutEndpoints.get, async (request) => readLayout(db, authOf(request)));
  route(app, dashboardLayoutEndpoints.save, async (request) =>
    saveLayout(db, authOf(request), request.body),
  );
  route(app, dashboardLayoutEndpoints.reset, async (request) => resetLayout(db, authOf(request)));
  route(app, dashboardLayoutEndpoints.share, async (request) =>
    shareLayout(db, authOf(request), request.body),
  );
};
