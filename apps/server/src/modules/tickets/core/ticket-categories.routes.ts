/** Categories of one kind of ticket: list (with ticket counts), create, rename, delete. */
import { type TTicketKind, ticketKindEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { type TicketsDeps } from '../tickets.shared.ts';
import {
  createTicketCategory,
  deleteTicketCategory,
  listTicketCategories,
  renameTicketCategory,
} from './ticket-categories.ts';

export const ticketCategoryRoutes: FastifyPluginAsyncZod<{
  deps: TicketsDeps;
  kind: TTicketKind;
}> = async (app, { deps, kind }) => {
  const endpoints = ticketKindEndpoints[kind];

  route(app, endpoints.listCategories, async (request) =>
    listTicketCategories(deps.db, authOf(request).organisationId, kind),
  );

  route(app, endpoints.createCategory, async (request) =>
    createTicketCategory(deps.db, authOf(request).organisationId, kind, request.body),
  );

  route(app, endpoints.renameCategory, async (request) =>
    renameTicketCategory(
      deps.db,
      authOf(request).organisationId,
      kind,
      request.params.id,
      request.body,
    ),
  );

  route(app, endpoints.deleteCategory, async (request) => {
    await deleteTicketCategory(deps.db, authOf(request).organisationId, kind, request.params.id);
  });
};
