/**
 * The ticket list's filters as its address holds them: the API's parameter names
 * (`ZTicketFilters` in the contracts), in one order. The service dashboard builds its links
 * from this list, so a number can only point at filters the list keeps, and equal filters make
 * equal addresses.
 */
import type { TTicketFilters } from '@mainstay/contracts';

type FilterName = keyof TTicketFilters;

/** Always shown above the list. */
const MAIN_TICKET_FILTERS = [
  'status',
  'priority',
  'sla',
  'compliance',
  'building_id',
  'location_id',
  'assignee_id',
] as const satisfies readonly FilterName[];

/** Shown under "More filters" (opened by itself when one of them is set). */
export const MORE_TICKET_FILTERS = [
  'ppm_schedule_id',
  'asset_id',
  'team_id',
  'contractor_id',
  'category_id',
  'tag',
  'created_from',
  'created_to',
  'due_from',
  'due_to',
] as const satisfies readonly FilterName[];

/**
 * Filters the service dashboard's links set, without a control of their own: kept in the
 * address, sent to the API and shown as removable chips above the list, so a dashboard number
 * opens exactly its tickets and the reader sees why the list is narrowed.
 */
export const DRILL_DOWN_FILTERS = [
  'completed_from',
  'completed_to',
  'responded_from',
  'responded_to',
  'rated_from',
  'rated_to',
  'overdue',
  'rating',
  'sla_result',
  'first_visit',
] as const satisfies readonly FilterName[];

/** Every filter the list keeps in its address. */
export const TICKET_FILTERS = [
  ...MAIN_TICKET_FILTERS,
  ...MORE_TICKET_FILTERS,
  ...DRILL_DOWN_FILTERS,
] as const;
export type TicketListFilter = (typeof TICKET_FILTERS)[number];
export type DrillDownFilter = (typeof DRILL_DOWN_FILTERS)[number];
