/**
 * The work record: time logs (timer or duration) and parts. Every change answers with the
 * refreshed ticket (TicketDetail: time logs, parts and costs included) so the page updates
 * from one call.
 */
import { ticketKindEndpoints } from '@mainstay/contracts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../lib/route.ts';

import { authOf } from '../../../plugins/auth.ts';
import { addPart, deletePart } from './parts.service.ts';
import { addTimeLog, changeTimeLog, deleteTimeLog } from './time-logs.service.ts';
import { type WorkContext } from './work.shared.ts';

export const recordRoutes: FastifyPluginAsyncZod<WorkContext> = async (app, context) => {
  const endpoints = ticketKindEndpoints[context.kind];

  route(app, endpoints.logTime, async (request) =>
    addTimeLog(context, authOf(request), request.params.id, request.body),
  );

  route(app, endpoints.updateTimeLog, async (request) =>
    changeTimeLog(context, authOf(request), request.params.id, request.params.logId, request.body),
  );

  route(app, endpoints.deleteTimeLog, async (request) =>
    deleteTimeLog(context, authOf(request), request.params.id, request.params.logId),
  );

  route(app, endpoints.addPart, async (request) =>
    addPart(context, authOf(request), request.params.id, request.body),
  );

  route(app, endpoints.deletePart, async (request) =>
    deletePart(context, authOf(request), request.params.id, request.params.partId),
  );
};
