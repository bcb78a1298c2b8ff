/** Categories of one kind of ticket: list (with ticket counts), create, rename, delete. */
import {
  ZTicketCategoryListResponse,
  ZTicketCategoryParams,
  ZTicketCategoryRequest,
  type TTicketKind,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { KIND_PATH, KIND_SUBJECT, type TicketsDeps } from '../tickets.shared.ts';
import {
  createTicketCategory,
  deleteTicketCategory,
  listTicketCategories,
  renameTicketCategory,
} from './ticket-categories.ts';

const ZCategory = ZTicketCategoryListResponse.shape.data.element;
const ZCategoryParams = ZTicketCategoryParams;
const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 409, 422) };

export const ticketCategoryRoutes: FastifyPluginAsyncZod<{
  deps: TicketsDeps;
  kind: TTicketKind;
}> = async (app, { deps, kind }) => {
  const subject = KIND_SUBJECT[kind];
  const tags = [KIND_PATH[kind]];
  const write = { permission: { action: 'write', subject } } as const;

  app.get(
    '/categories',
    {
      config: { permission: { action: 'read', subject } },
      schema: {
        tags,
        summary: 'Categories of this kind, with how many tickets use each',
        description: 'Default categories carry a `key` the app translates them by.',
        response: { 200: ZTicketCategoryListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listTicketCategories(deps.db, authOf(request).organisationId, kind),
  );

  app.post(
    '/categories',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a category (409 when the name exists)',
        body: ZTicketCategoryRequest,
        response: { 201: ZCategory, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createTicketCategory(deps.db, authOf(request).organisationId, kind, request.body),
        ),
  );

  app.patch(
    '/categories/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename a category',
        params: ZCategoryParams,
        body: ZTicketCategoryRequest,
        response: { 200: ZCategory, ...ERRORS },
      },
    },
    async (request) =>
      renameTicketCategory(
        deps.db,
        authOf(request).organisationId,
        kind,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/categories/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a category',
        description:
          'Refused (409) while tickets use it, and for default categories (rename them).',
        params: ZCategoryParams,
        response: { 204: z.null().describe('Deleted'), ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteTicketCategory(deps.db, authOf(request).organisationId, kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
