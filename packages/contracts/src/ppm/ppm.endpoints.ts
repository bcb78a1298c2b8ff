/**
 * Planned maintenance schedules: the list, one schedule, create and update (with the preview of
 * what a change does to the next 90 days), pause, resume and archive, the 12-month forecast and
 * the generation ledger. The tasks themselves are tickets of kind `ppm` (`/v1/ppm-tasks`).
 */
import { defineEndpoint, listEndpoint } from '../endpoints/define.ts';
import {
  ZPpmForecast,
  ZPpmForecastQuery,
  ZPpmOccurrenceListQuery,
  ZPpmOccurrenceListResponse,
  ZPpmPauseRequest,
  ZPpmPreview,
  ZPpmPreviewRequest,
  ZPpmSchedule,
  ZPpmScheduleListQuery,
  ZPpmScheduleListResponse,
  ZPpmScheduleParams,
  ZPpmScheduleRequest,
  ZUpdatePpmScheduleRequest,
} from './ppm-schedules.ts';

const read = { permission: { action: 'read', subject: 'ppm tasks' } } as const;
const add = { permission: { action: 'add', subject: 'ppm tasks' } } as const;
const write = { permission: { action: 'write', subject: 'ppm tasks' } } as const;
const tags = ['ppm schedules'];

const action = (path: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/v1/ppm-schedules/:id/${path}`,
    params: ZPpmScheduleParams,
    responses: { 200: ZPpmSchedule },
    errors: [401, 403, 404, 409, 422],
    access: write,
    tags,
    summary,
  });

export const ppmScheduleEndpoints = {
  list: listEndpoint({
    path: '/v1/ppm-schedules',
    query: ZPpmScheduleListQuery,
    response: ZPpmScheduleListResponse,
    access: read,
    tags,
    summary: 'Maintenance schedules, with their next due date and open tasks',
    description:
      'Filters: `building_id`, `asset_id` (schedules on that asset, directly or through its location, building or category), `status` (default: active and paused). `search` matches the title.',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/ppm-schedules',
    body: ZPpmScheduleRequest,
    responses: { 201: ZPpmSchedule },
    errors: [401, 403, 404, 422],
    access: add,
    tags,
    summary: 'Create a schedule; its first tasks are made within a minute, a lead time ahead',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/ppm-schedules/:id',
    params: ZPpmScheduleParams,
    responses: { 200: ZPpmSchedule },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: 'One schedule with its next occurrences',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/ppm-schedules/:id',
    params: ZPpmScheduleParams,
    body: ZUpdatePpmScheduleRequest,
    responses: { 200: ZPpmSchedule },
    errors: [401, 403, 404, 409, 422],
    access: write,
    tags,
    summary: 'Change a schedule',
    description:
      'Occurrences already in the ledger stay. With `apply_to_open_tasks`, open tasks it made take the new title, instructions, priority, category and assignment; their due dates stay.',
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/v1/ppm-schedules/preview',
    body: ZPpmPreviewRequest,
    responses: { 200: ZPpmPreview },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: 'The occurrences of a rule over the next 90 days, and what it adds and removes',
    description:
      'With `schedule_id`, the dates added and removed are against that schedule as saved, and `open_tasks` counts its open tasks.',
  }),
  forecast: defineEndpoint({
    method: 'GET',
    path: '/v1/ppm-schedules/:id/forecast',
    params: ZPpmScheduleParams,
    query: ZPpmForecastQuery,
    responses: { 200: ZPpmForecast },
    errors: [401, 403, 404, 422],
    access: read,
    tags,
    summary: 'The occurrences of the next months (12 unless `months` says), skipped ones with why',
  }),
  occurrences: listEndpoint({
    path: '/v1/ppm-schedules/:id/occurrences',
    params: ZPpmScheduleParams,
    query: ZPpmOccurrenceListQuery,
    response: ZPpmOccurrenceListResponse,
    access: read,
    tags,
    summary: 'The generation ledger: each occurrence reached, its tasks or why it was skipped',
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/v1/ppm-schedules/:id/pause',
    params: ZPpmScheduleParams,
    body: ZPpmPauseRequest,
    responses: { 200: ZPpmSchedule },
    errors: [401, 403, 404, 409, 422],
    access: write,
    tags,
    summary: 'Pause a schedule: no task is made until it is resumed',
  }),
  resume: action('resume', 'Resume a paused schedule from today (missed dates are not made)'),
  archive: action('archive', 'Archive a schedule: it makes no more tasks; its history stays'),
};
