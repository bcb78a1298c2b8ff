/**
 * Routes of one kind of ticket, mounted under /v1/reactive-tickets or /v1/general-tickets: list,
 * export, create, detail, update, status moves, bulk actions, form options (and, registered from
 * here, categories). The permission subject is the kind's; detail and changes also admit people
 * working the ticket through My Jobs, and the services check the specific ticket.
 */
import { type TTicketKind, ticketKindEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { answerWithinWork } from '../../../plugins/idempotency.ts';
import { languageOf } from '../../../plugins/language.ts';
import { sendExport } from '../../imports/index.ts';
import { viewerOf } from '../ticket-access.ts';
import { KIND_PATH, type TicketsDeps } from '../tickets.shared.ts';
import { ticketCategoryRoutes } from './ticket-categories.routes.ts';
import { bulkTickets, moveTicket, updateTicket } from './ticket-changes.ts';
import { createTicket } from './ticket-create.ts';
import { visibleTicketDetail } from './ticket-detail.ts';
import { ticketExportColumns, ticketExportRows } from './ticket-export.ts';
import { listTickets } from './ticket-list.ts';
import { ticketOptions } from './ticket-options.ts';

export const ticketRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps; kind: TTicketKind }> = async (
  app,
  { deps, kind },
) => {
  const endpoints = ticketKindEndpoints[kind];
  const viewer = (request: Parameters<typeof authOf>[0]) => viewerOf(authOf(request));

  route(app, endpoints.list, async (request) =>
    listTickets(deps.db, viewer(request), kind, request.query),
  );

  route(app, endpoints.export, async (request, reply) =>
    sendExport(reply, {
      format: request.query.format,
      filename: `${KIND_PATH[kind]}-${new Date().toISOString().slice(0, 10)}`,
      columns: ticketExportColumns(languageOf(request)),
      rows: ticketExportRows(deps.db, viewer(request), kind, request.query, languageOf(request)),
    }),
  );

  route(app, endpoints.options, async (request) =>
    ticketOptions(deps.db, authOf(request).organisationId, kind),
  );

  // The answer is stored with the ticket, in its transaction, when the call has an
  // Idempotency-Key: a crash cannot leave the ticket made and its retry unanswered.
  route(app, endpoints.create, async (request, reply) =>
    createTicket(deps, viewer(request), kind, request.body, answerWithinWork(request, reply)),
  );

  route(app, endpoints.bulk, async (request) =>
    bulkTickets(deps, viewer(request), kind, request.body),
  );

  route(app, endpoints.get, async (request) =>
    visibleTicketDetail(deps, viewer(request), kind, request.params.id),
  );

  route(app, endpoints.update, async (request) =>
    updateTicket(deps, viewer(request), kind, request.params.id, request.body),
  );

  route(app, endpoints.move, async (request) =>
    moveTicket(deps, viewer(request), kind, request.params.id, request.body),
  );

  await app.register(ticketCategoryRoutes, { deps, kind });
};
