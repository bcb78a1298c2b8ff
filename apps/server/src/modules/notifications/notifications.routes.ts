/** /v1/notifications: the caller's own in-app notifications (any signed-in member). */
import {
  ZMarkNotificationsRequest,
  ZNotificationListQuery,
  ZNotificationListResponse,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
import { authOf } from '../../plugins/auth.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { listNotifications, markNotificationsRead } from './notifications.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with how many are unread",
        description:
          '`unread=true` lists only unread ones; `unread` in the answer counts them all.',
        querystring: ZNotificationListQuery,
        response: {
          200: ZNotificationListResponse,
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(422),
        },
      },
    },
    async (request) => listNotifications(deps.db, authOf(request), request.query),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications as read (all of them when no ids are given)',
        description: "Ids of other people's notifications are ignored.",
        body: ZMarkNotificationsRequest,
        response: {
          204: z.null().describe('Marked'),
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(deps.db, authOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
