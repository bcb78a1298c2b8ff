/** /v1/my-jobs (the caller's work queue) and /v1/saved-views (named filters of the lists). */
import {
  ZMyJobsQuery,
  ZMyJobsResponse,
  ZSavedView,
  ZSavedViewListQuery,
  ZSavedViewListResponse,
  ZSavedViewParams,
  ZSavedViewRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { viewerOf } from '../ticket-access.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import { listMyJobs } from './my-jobs.ts';
import { createSavedView, deleteSavedView, listSavedViews } from './saved-views.ts';

/** Anyone who can open one of the lists views may keep views of it. */
const LIST_READERS = {
  anyPermission: [
    { action: 'read', subject: 'reactive task' },
    { action: 'read', subject: 'general tickets' },
    { action: 'read', subject: 'my jobs' },
  ],
} as const;

export const myJobsRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  app.get(
    '/my-jobs',
    {
      config: { permission: { action: 'read', subject: 'my jobs' } },
      schema: {
        tags: ['my jobs'],
        summary: 'Tickets of both kinds assigned to me, my teams or my company, most urgent first',
        description:
          'Default statuses: the open ones. Order: SLA breached first, then by resolution ' +
          'deadline, priority and age. `counts` summarise the open queue whatever the filters.',
        querystring: ZMyJobsQuery,
        response: { 200: ZMyJobsResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listMyJobs(deps.db, viewerOf(authOf(request)), request.query),
  );

  app.get(
    '/saved-views',
    {
      config: LIST_READERS,
      schema: {
        tags: ['saved views'],
        summary: 'My saved views of a list and the ones shared in my organisation',
        querystring: ZSavedViewListQuery,
        response: { 200: ZSavedViewListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listSavedViews(deps.db, authOf(request), request.query.page),
  );

  app.post(
    '/saved-views',
    {
      config: LIST_READERS,
      schema: {
        tags: ['saved views'],
        summary: 'Save the current filters of a list under a name (optionally shared)',
        body: ZSavedViewRequest,
        response: { 201: ZSavedView, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSavedView(deps.db, authOf(request), request.body)),
  );

  app.delete(
    '/saved-views/:id',
    {
      config: LIST_READERS,
      schema: {
        tags: ['saved views'],
        summary: 'Delete one of my saved views (403 for someone else’s shared view)',
        params: ZSavedViewParams,
        response: {
          204: z.null().describe('Deleted'),
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      await deleteSavedView(deps.db, authOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
