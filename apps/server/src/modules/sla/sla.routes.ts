/**
 * /v1/sla-policies and /v1/ticket-settings (with its holidays). Reading needs read on either kind
 * of ticket (forms show deadlines); changing needs write on reactive tickets, the subject the
 * SLA settings page sits under.
 */
import { ticketEndpoints } from '@mainstay/contracts';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import { authOf } from '../../plugins/auth.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { createPolicy, deletePolicy, listPolicies, updatePolicy } from './sla-policies.service.ts';
import {
  createHoliday,
  deleteHoliday,
  getTicketSettings,
  listHolidays,
  updateTicketSettings,
} from './ticket-settings.service.ts';

export const slaRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, ticketEndpoints.listSlaPolicies, async (request) =>
    listPolicies(db, authOf(request).organisationId),
  );

  route(app, ticketEndpoints.createSlaPolicy, async (request) =>
    createPolicy(db, authOf(request).organisationId, request.body),
  );

  route(app, ticketEndpoints.updateSlaPolicy, async (request) =>
    updatePolicy(db, authOf(request).organisationId, request.params.id, request.body),
  );

  route(app, ticketEndpoints.deleteSlaPolicy, async (request) => {
    await deletePolicy(db, authOf(request).organisationId, request.params.id);
  });

  route(app, ticketEndpoints.getTicketSettings, async (request) =>
    getTicketSettings(db, authOf(request).organisationId),
  );

  route(app, ticketEndpoints.updateTicketSettings, async (request) =>
    updateTicketSettings(db, authOf(request).organisationId, request.body),
  );

  route(app, ticketEndpoints.listHolidays, async (request) =>
    listHolidays(db, authOf(request).organisationId),
  );

  route(app, ticketEndpoints.createHoliday, async (request) =>
    createHoliday(db, authOf(request).organisationId, request.body),
  );

  route(app, ticketEndpoints.deleteHoliday, async (request) => {
    await deleteHoliday(db, authOf(request).organisationId, request.params.id);
  });
};
