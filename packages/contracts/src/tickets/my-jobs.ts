/**
 * My Jobs (/v1/my-jobs): everything assigned to the caller, their teams or (for contractor
 * staff) their company, the most urgent first. Saved views (/v1/saved-views) for every list.
 */
import { z } from 'zod';
import { PAGE_SIZES, paginated } from '../files/files.ts';
import { commaList, ZSlaState, ZTicketKind, ZTicketPriority, ZTicketStatus } from './fields.ts';
import { ZTicketListItem } from './tickets.ts';
import { v } from '../validation.ts';

export const ZMyJobsQuery = z.object({
  page: z.coerce.number().int().min(1, v('common.pageMin')).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine(
      (value) => (PAGE_SIZES as readonly number[]).includes(value),
      v('common.pageSizeOneOf', { values: PAGE_SIZES.join(', ') }),
    )
    .default(20),
  search: z.string().trim().max(200, v('common.searchTooLong')).optional(),
  status: commaList(ZTicketStatus)
    .optional()
    .describe('Default: the open statuses (new, assigned, in progress, on hold, reopened)'),
  kind: commaList(ZTicketKind)
    .optional()
    .describe('Tickets (reactive, general) or planned work (ppm); default: all'),
  priority: commaList(ZTicketPriority).optional(),
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  sla: commaList(ZSlaState).optional(),
  overdue: z
    .enum(['true'], v('tickets.overdueOneOf'))
    .optional()
    .describe(
      'true: late jobs only (SLA breached, or open past the due date when no SLA times it: PPM tasks)',
    ),
});
export type TMyJobsQuery = z.input<typeof ZMyJobsQuery>;

export const ZMyJob = ZTicketListItem.extend({
  /** Why it is in the queue: assigned to me, to one of my teams, or to my company. */
  via: z.enum(['me', 'team', 'contractor']),
  /** The caller's running timer on this job, if any. */
  running_timer_id: z.uuid().nullable(),
}).meta({ id: 'MyJob' });
export type TMyJob = z.infer<typeof ZMyJob>;

export const ZMyJobsResponse = paginated(ZMyJob)
  .extend({
    counts: z.object({
      open: z.number().int(),
      in_progress: z.number().int(),
      overdue: z.number().int(),
      at_risk: z.number().int(),
    }),
  })
  .meta({ id: 'MyJobsResponse' });
export type TMyJobsResponse = z.infer<typeof ZMyJobsResponse>;

export const SAVED_VIEW_PAGES = [
  'reactive-tickets',
  'general-tickets',
  'ppm-tasks',
  'my-jobs',
] as const;
export const ZSavedView = z
  .object({
    id: z.uuid(),
    page: z.enum(SAVED_VIEW_PAGES),
    name: z.string(),
    query: z.string().describe('The list URL query, e.g. status=new&priority=high'),
    shared: z.boolean(),
    mine: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'SavedView' });
export type TSavedView = z.infer<typeof ZSavedView>;
export const ZSavedViewListQuery = z.object({
  page: z.enum(SAVED_VIEW_PAGES, v('tickets.listUnknown')),
});
export const ZSavedViewListResponse = z
  .object({ data: z.array(ZSavedView) })
  .meta({ id: 'SavedViewList' });
export const ZSavedViewRequest = z
  .object({
    page: z.enum(SAVED_VIEW_PAGES, v('tickets.listUnknown')),
    name: z
      .string(v('tickets.viewNameRequired'))
      .trim()
      .min(1, v('tickets.viewNameRequired'))
      .max(80, v('common.charactersMax')),
    query: z.string().max(2000, v('tickets.filtersTooLong')),
    shared: z.boolean().default(false),
  })
  .meta({ id: 'SavedViewRequest' });
export type TSavedViewRequest = z.input<typeof ZSavedViewRequest>;
export const ZSavedViewParams = z.object({ id: z.uuid(v('tickets.viewNotFound')) });
