/**
 * Ticket operations shared by both kinds: My Jobs, saved views, SLA policies and ticket settings.
 */
import { defineEndpoint, listEndpoint, noContent } from '../endpoints/define.ts';
import {
  ZMyJobsQuery,
  ZMyJobsResponse,
  ZSavedView,
  ZSavedViewListQuery,
  ZSavedViewListResponse,
  ZSavedViewParams,
  ZSavedViewRequest,
} from './my-jobs.ts';
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
} from './sla.ts';

export const ticketEndpoints = {
  myJobs: listEndpoint({
    path: '/v1/my-jobs',
    query: ZMyJobsQuery,
    response: ZMyJobsResponse,
    access: { permission: { action: 'read', subject: 'my jobs' } },
    tags: ['my jobs'],
    summary: 'Tickets of both kinds assigned to me, my teams or my company, most urgent first',
    description:
      'Default statuses: the open ones. Order: SLA breached first, then by resolution deadline, priority and age. `counts` summarise the open queue whatever the filters.',
  }),
  listSavedViews: listEndpoint({
    path: '/v1/saved-views',
    query: ZSavedViewListQuery,
    response: ZSavedViewListResponse,
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
        { action: 'read', subject: 'my jobs' },
      ],
    },
    tags: ['saved views'],
    summary: 'My saved views of a list and the ones shared in my organisation',
  }),
  createSavedView: defineEndpoint({
    method: 'POST',
    path: '/v1/saved-views',
    body: ZSavedViewRequest,
    responses: { 201: ZSavedView },
    errors: [401, 403, 422],
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
        { action: 'read', subject: 'my jobs' },
      ],
    },
    tags: ['saved views'],
    summary: 'Save the current filters of a list under a name (optionally shared)',
  }),
  deleteSavedView: defineEndpoint({
    method: 'DELETE',
    path: '/v1/saved-views/:id',
    params: ZSavedViewParams,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 422],
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
        { action: 'read', subject: 'my jobs' },
      ],
    },
    tags: ['saved views'],
    summary: 'Delete one of my saved views (403 for someone else’s shared view)',
  }),
  listSlaPolicies: defineEndpoint({
    method: 'GET',
    path: '/v1/sla-policies',
    responses: { 200: ZSlaPolicyListResponse },
    errors: [401, 403],
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
      ],
    },
    tags: ['sla'],
    summary: 'SLA policies, by priority',
    description:
      'A ticket gets the most specific active policy of its priority: building + category, then category, then building, then kind, then priority only; the newest breaks ties.',
  }),
  createSlaPolicy: defineEndpoint({
    method: 'POST',
    path: '/v1/sla-policies',
    body: ZSlaPolicyRequest,
    responses: { 201: ZSlaPolicy },
    errors: [401, 403, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Create an SLA policy',
    description:
      "The category, building and escalation role must be the organisation's (422). Existing tickets keep the deadlines they were given; the change applies to tickets created or re-prioritised from now on.",
  }),
  updateSlaPolicy: defineEndpoint({
    method: 'PATCH',
    path: '/v1/sla-policies/:id',
    params: ZSlaPolicyParams,
    body: ZSlaPolicyRequest,
    responses: { 200: ZSlaPolicy },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Change an SLA policy (all fields are sent)',
    description:
      'Existing tickets keep the deadlines they were given; the change applies to tickets created or re-prioritised from now on.',
  }),
  deleteSlaPolicy: defineEndpoint({
    method: 'DELETE',
    path: '/v1/sla-policies/:id',
    params: ZSlaPolicyParams,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Delete an SLA policy',
    description:
      'Tickets that had it keep their deadlines and SLA state. Existing tickets keep the deadlines they were given; the change applies to tickets created or re-prioritised from now on.',
  }),
  getTicketSettings: defineEndpoint({
    method: 'GET',
    path: '/v1/ticket-settings',
    responses: { 200: ZTicketSettings },
    errors: [401, 403],
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
      ],
    },
    tags: ['sla'],
    summary: 'Working calendar and ticket rules (created with defaults on first read)',
  }),
  updateTicketSettings: defineEndpoint({
    method: 'PATCH',
    path: '/v1/ticket-settings',
    body: ZUpdateTicketSettingsRequest,
    responses: { 200: ZTicketSettings },
    errors: [401, 403, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Change the working calendar or ticket rules (only the fields sent)',
    description:
      'The hourly rate is in major units. Existing tickets keep the deadlines they were given; the change applies to tickets created or re-prioritised from now on.',
  }),
  listHolidays: defineEndpoint({
    method: 'GET',
    path: '/v1/ticket-settings/holidays',
    responses: { 200: ZHolidayListResponse },
    errors: [401, 403],
    access: {
      anyPermission: [
        { action: 'read', subject: 'reactive task' },
        { action: 'read', subject: 'general tickets' },
      ],
    },
    tags: ['sla'],
    summary: 'Holidays (closed days for business-hours clocks), by date',
  }),
  createHoliday: defineEndpoint({
    method: 'POST',
    path: '/v1/ticket-settings/holidays',
    body: ZHolidayRequest,
    responses: { 201: ZHoliday },
    errors: [401, 403, 409, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Add a holiday (one per day: 409 for a day already taken)',
    description:
      'Existing tickets keep the deadlines they were given; the change applies to tickets created or re-prioritised from now on.',
  }),
  deleteHoliday: defineEndpoint({
    method: 'DELETE',
    path: '/v1/ticket-settings/holidays/:id',
    params: ZHolidayParams,
    responses: { 204: noContent('Deleted') },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'write', subject: 'reactive task' } },
    tags: ['sla'],
    summary: 'Remove a holiday',
  }),
};
