/** /v1/notifications: the caller's own in-app notifications (any signed-in member). */
import { notificationEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  route(app, notificationEndpoints.listNotifications, async (request) =>
    listNotifications(deps.db, authOf(request), request.query),
  );

  route(app, notificationEndpoints.markNotificationsRead, async (request) => {
    await markNotificationsRead(deps.db, authOf(request), request.body);
  });
};
