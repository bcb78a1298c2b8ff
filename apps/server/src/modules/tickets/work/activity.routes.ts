/** A ticket's timeline, comments and watching (GET activity, POST comments, PUT watch). */
import { ticketKindEndpoints } from '@mainstay/contracts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { listActivity } from './activity.service.ts';
import { addComment } from './comments.service.ts';
import { setWatching } from './watch.service.ts';
import { type WorkContext } from './work.shared.ts';

export const activityRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const endpoints = ticketKindEndpoints[context.kind];

  route(app, endpoints.activity, async (request) =>
    listActivity(context, authOf(request), request.params.id, request.query),
  );

  route(app, endpoints.comment, async (request) =>
    addComment(context, authOf(request), request.params.id, request.body),
  );

  route(app, endpoints.watch, async (request) => {
    await setWatching(context, authOf(request), request.params.id, request.body.watching);
  });
};
