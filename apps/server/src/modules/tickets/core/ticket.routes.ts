/**
 * Routes of one kind of ticket, mounted under /v1/reactive-tickets or /v1/general-tickets: list,
 * export, create, detail, update, status moves, bulk actions, form options (and, registered from
 * here, categories). The permission subject is the kind's; detail and changes also admit people
 * working the ticket through My Jobs, and the services check the specific ticket.
 */
import {
  ZCreateTicketRequest,
  ZTicketBulkRequest,
  ZTicketBulkResponse,
  ZTicketDetail,
  ZTicketExportQuery,
  ZTicketListQuery,
  ZTicketListResponse,
  ZTicketOptions,
  ZTicketParams,
  ZTicketStatusRequest,
  ZUpdateTicketRequest,
  type TTicketKind,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { sendExport } from '../../imports/index.ts';
import { viewerOf } from '../ticket-access.ts';
import { KIND_PATH, KIND_SUBJECT, type TicketsDeps } from '../tickets.shared.ts';
import { ticketCategoryRoutes } from './ticket-categories.routes.ts';
import { bulkTickets, moveTicket, updateTicket } from './ticket-changes.ts';
import { createTicket } from './ticket-create.ts';
import { visibleTicketDetail } from './ticket-detail.ts';
import { TICKET_EXPORT_COLUMNS, ticketExportRows } from './ticket-export.ts';
import { listTickets } from './ticket-list.ts';
import { ticketOptions } from './ticket-options.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };

export const ticketRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps; kind: TTicketKind }> = async (
  app,
  { deps, kind },
) => {
  const subject = KIND_SUBJECT[kind];
  const tags = [KIND_PATH[kind]];
  const viewer = (request: Parameters<typeof authOf>[0]) => viewerOf(authOf(request));

  app.get(
    '/',
    {
      config: { permission: { action: 'read', subject } },
      schema: {
        tags,
        summary: 'Tickets, a page at a time, with search, filters and sorting',
        description:
          'Only tickets the caller may see (building scope, contractor company, own tickets for ' +
          'reporters). `location_id` includes the locations under it; `search` also finds a ' +
          'number typed whole (RT-000123, 123). Default order: newest first.',
        querystring: ZTicketListQuery,
        response: { 200: ZTicketListResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => listTickets(deps.db, viewer(request), kind, request.query),
  );

  app.get(
    '/export',
    {
      config: { permission: { action: 'read', subject } },
      schema: {
        tags,
        summary: 'Export the list (same filters, search and sort) as CSV or XLSX',
        querystring: ZTicketExportQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: z.string().describe('The CSV or XLSX file'),
          ...PRIVATE_ROUTE_ERRORS,
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        filename: `${KIND_PATH[kind]}-${new Date().toISOString().slice(0, 10)}`,
        columns: TICKET_EXPORT_COLUMNS,
        rows: ticketExportRows(deps.db, viewer(request), kind, request.query),
      }),
  );

  app.get(
    '/options',
    {
      config: {
        anyPermission: [
          { action: 'add', subject },
          { action: 'write', subject },
        ],
      },
      schema: {
        tags,
        summary: 'What the create and edit forms offer: people, teams, contractors, categories',
        response: { 200: ZTicketOptions, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => ticketOptions(deps.db, authOf(request).organisationId, kind),
  );

  app.post(
    '/',
    {
      config: { permission: { action: 'add', subject } },
      schema: {
        tags,
        summary: 'Report a ticket; it gets the next number of its kind and its SLA deadlines',
        description:
          'The reporter is `reporter_user_id`, or a person without an account (name, e-mail, ' +
          'phone), or by default the caller. Assigning anyone at creation makes it `assigned`.',
        body: ZCreateTicketRequest,
        response: { 201: ZTicketDetail, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTicket(deps, viewer(request), kind, request.body)),
  );

  app.post(
    '/bulk',
    {
      config: { permission: { action: 'write', subject } },
      schema: {
        tags,
        summary: 'Assign or move several tickets',
        description:
          'Each ticket is handled on its own; `results` says which were refused and why ' +
          '(an illegal move, a ticket not found).',
        body: ZTicketBulkRequest,
        response: { 200: ZTicketBulkResponse, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => bulkTickets(deps, viewer(request), kind, request.body),
  );

  app.get(
    '/:id',
    {
      config: {
        anyPermission: [
          { action: 'read', subject },
          { action: 'read', subject: 'my jobs' },
        ],
      },
      schema: {
        tags,
        summary: 'A ticket with its work record, costs, files and what the caller may do',
        params: ZTicketParams,
        response: { 200: ZTicketDetail, ...ERRORS },
      },
    },
    async (request) => visibleTicketDetail(deps, viewer(request), kind, request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: {
        anyPermission: [
          { action: 'write', subject },
          { action: 'write', subject: 'my jobs' },
        ],
      },
      schema: {
        tags,
        summary: 'Change a ticket (only the fields sent)',
        description:
          'Needs write on the kind, or being assigned with write on my jobs. A change of ' +
          'priority, category or building recomputes the SLA deadlines from the creation.',
        params: ZTicketParams,
        body: ZUpdateTicketRequest,
        response: { 200: ZTicketDetail, ...ERRORS },
      },
    },
    async (request) => updateTicket(deps, viewer(request), kind, request.params.id, request.body),
  );

  app.post(
    '/:id/status',
    {
      config: {
        anyPermission: [
          { action: 'write', subject },
          { action: 'write', subject: 'my jobs' },
        ],
      },
      schema: {
        tags,
        summary: 'Move a ticket to another status',
        description:
          'Only the moves of the lifecycle (409 otherwise, saying why). On hold, cancelled and ' +
          'reopened need a `reason`; completing may carry notes and drawn signatures.',
        params: ZTicketParams,
        body: ZTicketStatusRequest,
        response: { 200: ZTicketDetail, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request) => moveTicket(deps, viewer(request), kind, request.params.id, request.body),
  );

  await app.register(ticketCategoryRoutes, { deps, kind });
};
