/**
 * The work record: time logs (timer or duration) and parts. Every change answers with the
 * refreshed ticket (TicketDetail: time logs, parts and costs included) so the page updates
 * from one call.
 */
import {
  ZTicketDetail,
  ZTicketParams,
  ZTicketPartParams,
  ZTicketPartRequest,
  ZTicketTimeLogParams,
  ZTicketTimeLogChangeRequest,
  ZTicketTimeLogRequest,
} from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../../lib/route-schemas.ts';
import { authOf } from '../../../plugins/auth.ts';
import { addPart, deletePart } from './parts.service.ts';
import { addTimeLog, changeTimeLog, deleteTimeLog } from './time-logs.service.ts';
import { readAccess, type WorkContext } from './work.shared.ts';

const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const CHANGE_RULE =
  'Needs write on this kind, or being assigned with write on my jobs (403 otherwise). ' +
  'Answers with the refreshed ticket.';

/** Stopping a timer needs no body; a finished log's duration and note may change. */
const ZTimeLogChange = ZTicketTimeLogChangeRequest;

export const recordRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const { kind } = context;
  const tags = [`${kind} tickets`];

  app.post(
    '/:id/time-logs',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Start a timer (no duration) or record time spent (duration_minutes)',
        description:
          `${CHANGE_RULE} \`user_id\` other than the caller needs write on this kind. A second ` +
          'timer for the same person on this ticket: 409. Rate: contractor staff their ' +
          "company's hourly rate, everyone else the organisation's default rate.",
        params: ZTicketParams,
        body: ZTicketTimeLogRequest,
        response: { 201: ZTicketDetail, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addTimeLog(context, authOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/:id/time-logs/:logId',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Stop a running timer (whole minutes, rounded up) or edit a log',
        description: `${CHANGE_RULE} Another person's log needs write on this kind.`,
        params: ZTicketTimeLogParams,
        body: ZTimeLogChange,
        response: { 200: ZTicketDetail, ...ERRORS },
      },
    },
    async (request) =>
      changeTimeLog(
        context,
        authOf(request),
        request.params.id,
        request.params.logId,
        request.body,
      ),
  );

  app.delete(
    '/:id/time-logs/:logId',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Remove a time log',
        description: `${CHANGE_RULE} Another person's log needs write on this kind.`,
        params: ZTicketTimeLogParams,
        response: { 200: ZTicketDetail, ...ERRORS },
      },
    },
    async (request) =>
      deleteTimeLog(context, authOf(request), request.params.id, request.params.logId),
  );

  app.post(
    '/:id/parts',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Add a part (total = quantity x unit cost, rounded to the cent)',
        description: CHANGE_RULE,
        params: ZTicketParams,
        body: ZTicketPartRequest,
        response: { 201: ZTicketDetail, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addPart(context, authOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/:id/parts/:partId',
    {
      config: readAccess(kind),
      schema: {
        tags,
        summary: 'Remove a part',
        description: CHANGE_RULE,
        params: ZTicketPartParams,
        response: { 200: ZTicketDetail, ...ERRORS },
      },
    },
    async (request) =>
      deletePart(context, authOf(request), request.params.id, request.params.partId),
  );
};
