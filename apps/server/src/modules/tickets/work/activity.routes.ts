/** A ticket's timeline, comments and watching (GET activity, POST comments, PUT watch). */
import {
  ZTicketActivity,
  ZTicketActivityQuery,
  ZTicketActivityResponse,
  ZTicketCommentRequest,
  ZTicketParams,
  ZTicketWatchRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { listActivity } from './activity.service.ts';
import { addComment } from './comments.service.ts';
import { setWatching } from './watch.service.ts';
import { readAccess, type WorkContext } from './work.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };

export const activityRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const { kind } = context;
  const tags = [`${kind} tickets`];

  app.get(
    '/:id/activity',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'The timeline of a ticket, oldest first (the last page holds the newest entries)',
        description:
          'Each entry has its actor, mentions and attached files (signed links). People who ' +
          'neither hold write on this kind nor are assigned to the ticket (its reporter, ' +
          'read-only viewers) see public entries only.',
        params: ZTicketParams,
        querystring: ZTicketActivityQuery,
        response: { 200: ZTicketActivityResponse, ...ERRORS },
      },
    },
    async (request) => listActivity(context, authOf(request), request.params.id, request.query),
  );

  app.post(
    '/:id/comments',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Comment on a ticket (internal, or public: visible to the reporter)',
        description:
          'Allowed to whoever may change the ticket, and to its reporter (whose comments are ' +
          'always public; anyone else: 403). `mention_ids` must be users of the organisation ' +
          '(they are notified in the app and by e-mail; watchers and assignees in the app). ' +
          '`file_ids` are files already uploaded to this ticket (POST .../files); they move onto ' +
          'the comment. The first public comment of someone working on the ticket is its SLA ' +
          'response.',
        params: ZTicketParams,
        body: ZTicketCommentRequest,
        response: { 201: ZTicketActivity, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addComment(context, authOf(request), request.params.id, request.body)),
  );

  app.put(
    '/:id/watch',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Watch or stop watching a ticket (the caller; anyone who can see it)',
        params: ZTicketParams,
        body: ZTicketWatchRequest,
        response: { 204: z.null().describe('Done'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await setWatching(context, authOf(request), request.params.id, request.body.watching);
      return reply.code(204).send(null);
    },
  );
};
