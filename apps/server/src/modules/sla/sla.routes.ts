/**
 * /v1/sla-policies and /v1/ticket-settings (with its holidays). Reading needs read on either kind
 * of ticket (forms show deadlines); changing needs write on reactive tickets, the subject the
 * SLA settings page sits under.
 */
import {
  ZHoliday,
  ZHolidayListResponse,
  ZHolidayParams,
  ZHolidayRequest,
  ZSlaPolicy,
  ZSlaPolicyListResponse,
  ZSlaPolicyParams,
  ZSlaPolicyRequest,
  ZTicketSettings,
  ZUpdateTicketSettingsRequest,
} from '@mainstay/contracts';
import type { Permission } from '@mainstay/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, PRIVATE_ROUTE_ERRORS } from '../../lib/route-schemas.ts';
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

const READ: readonly Permission[] = [
  { action: 'read', subject: 'reactive task' },
  { action: 'read', subject: 'general tickets' },
];
const WRITE: Permission = { action: 'write', subject: 'reactive task' };
const ERRORS = { ...PRIVATE_ROUTE_ERRORS, ...errorResponses(404, 422) };
const deleted = z.null().describe('Deleted');
const NOT_RETROACTIVE =
  'Existing tickets keep the deadlines they were given; the change applies to tickets created ' +
  'or re-prioritised from now on.';

export const slaRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/sla-policies',
    {
      config: { anyPermission: READ },
      schema: {
        tags: ['sla'],
        summary: 'SLA policies, by priority',
        description:
          'A ticket gets the most specific active policy of its priority: building + category, ' +
          'then category, then building, then kind, then priority only; the newest breaks ties.',
        response: { 200: ZSlaPolicyListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listPolicies(db, authOf(request).organisationId),
  );

  app.post(
    '/sla-policies',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Create an SLA policy',
        description: `The category, building and escalation role must be the organisation's (422). ${NOT_RETROACTIVE}`,
        body: ZSlaPolicyRequest,
        response: { 201: ZSlaPolicy, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPolicy(db, authOf(request).organisationId, request.body)),
  );

  app.patch(
    '/sla-policies/:id',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Change an SLA policy (all fields are sent)',
        description: NOT_RETROACTIVE,
        params: ZSlaPolicyParams,
        body: ZSlaPolicyRequest,
        response: { 200: ZSlaPolicy, ...ERRORS },
      },
    },
    async (request) =>
      updatePolicy(db, authOf(request).organisationId, request.params.id, request.body),
  );

  app.delete(
    '/sla-policies/:id',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Delete an SLA policy',
        description: `Tickets that had it keep their deadlines and SLA state. ${NOT_RETROACTIVE}`,
        params: ZSlaPolicyParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await deletePolicy(db, authOf(request).organisationId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/ticket-settings',
    {
      config: { anyPermission: READ },
      schema: {
        tags: ['sla'],
        summary: 'Working calendar and ticket rules (created with defaults on first read)',
        response: { 200: ZTicketSettings, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => getTicketSettings(db, authOf(request).organisationId),
  );

  app.patch(
    '/ticket-settings',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Change the working calendar or ticket rules (only the fields sent)',
        description: `The hourly rate is in major units. ${NOT_RETROACTIVE}`,
        body: ZUpdateTicketSettingsRequest,
        response: { 200: ZTicketSettings, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(422) },
      },
    },
    async (request) => updateTicketSettings(db, authOf(request).organisationId, request.body),
  );

  app.get(
    '/ticket-settings/holidays',
    {
      config: { anyPermission: READ },
      schema: {
        tags: ['sla'],
        summary: 'Holidays (closed days for business-hours clocks), by date',
        response: { 200: ZHolidayListResponse, ...PRIVATE_ROUTE_ERRORS },
      },
    },
    async (request) => listHolidays(db, authOf(request).organisationId),
  );

  app.post(
    '/ticket-settings/holidays',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Add a holiday (one per day: 409 for a day already taken)',
        description: NOT_RETROACTIVE,
        body: ZHolidayRequest,
        response: { 201: ZHoliday, ...PRIVATE_ROUTE_ERRORS, ...errorResponses(409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createHoliday(db, authOf(request).organisationId, request.body)),
  );

  app.delete(
    '/ticket-settings/holidays/:id',
    {
      config: { permission: WRITE },
      schema: {
        tags: ['sla'],
        summary: 'Remove a holiday',
        params: ZHolidayParams,
        response: { 204: deleted, ...ERRORS },
      },
    },
    async (request, reply) => {
      await deleteHoliday(db, authOf(request).organisationId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
