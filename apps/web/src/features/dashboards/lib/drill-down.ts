/**
 * Where a dashboard number leads: the ticket list of its kind, filtered to exactly the rows the
 * number counts. Every link carries the dashboard's building; period filters use the answer's
 * own `from`/`to` (the organisation's days, as the list's date filters read them).
 *
 * The ticket lists are one per kind, so a figure over both kinds has one link per kind.
 */
import { OPEN_TICKET_STATUSES, statusesOf, type TTicketKind } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { TICKET_FILTERS, type TicketListFilter } from '@/features/tickets';

/** The SLA outcome filter of the ticket list: `<clock>_<outcome>`, several comma separated. */
export type SlaClock = 'response' | 'resolution';
export type SlaOutcome = 'met' | 'breached';

/**
 * The ticket list's filters a dashboard number can stand for: any the list keeps in its
 * address (the building comes from the dashboard's own filter).
 */
export type DrillFilters = Partial<Record<Exclude<TicketListFilter, 'building_id'>, string>>;

/** What the dashboard is filtered to: one kind or both, one building or all. */
export interface DrillScope {
  kind?: TTicketKind | undefined;
  building_id?: string | undefined;
  /**
   * The figures on screen are still those of the previous filters while the new ones load:
   * they lead nowhere until they match the filters (a link would open another set of rows).
   */
  stale?: boolean | undefined;
}

export interface Period {
  from: string;
  to: string;
}

export interface DrillLink {
  kind: TTicketKind;
  href: string;
}

const LIST_PATHS: Record<TTicketKind, string> = {
  reactive: paths.reactiveTickets.list,
  general: paths.generalTickets.list,
  ppm: paths.ppmTasks.list,
};

/** One kind's list filtered by `filters`, within the dashboard's building. */
export function ticketListHref(
  kind: TTicketKind,
  filters: DrillFilters,
  buildingId?: string,
): string {
  // A status list keeps the statuses the kind has (the open ones differ by kind).
  const own = statusesOf(kind) as readonly string[];
  const status = filters.status
    ?.split(',')
    .filter((value) => own.includes(value))
    .join(',');
  const values: Record<string, string | undefined> = {
    ...filters,
    status,
    building_id: buildingId,
  };
  const search = new URLSearchParams();
  // The list's order, so equal filters make equal addresses.
  for (const name of TICKET_FILTERS) {
    const value = values[name];
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return query ? `${LIST_PATHS[kind]}?${query}` : LIST_PATHS[kind];
}

/** The kinds a figure covers: the one chosen, or both ticket kinds (PPM has its own widget). */
export function kindsOf(scope: DrillScope): TTicketKind[] {
  return scope.kind ? [scope.kind] : ['reactive', 'general'];
}

/** The link of each kind the figure covers. */
export function drillDownLinks(scope: DrillScope, filters: DrillFilters): DrillLink[] {
  if (scope.stale) return [];
  return kindsOf(scope).map((kind) => ({
    kind,
    href: ticketListHref(kind, filters, scope.building_id),
  }));
}

/** The filters behind each kind of figure. */
export const drill = {
  /** Open now (any period). */
  open: (): DrillFilters => ({ status: OPEN_TICKET_STATUSES.join(',') }),
  /** Open now in one status. */
  status: (status: string): DrillFilters => ({ status }),
  /** Created in the period, with a priority or category (`extra`) for a chart's bar. */
  created: (period: Period, extra: DrillFilters = {}): DrillFilters => ({
    ...extra,
    created_from: period.from,
    created_to: period.to,
  }),
  /** Completed in the period (resolution time, completed jobs, first call resolution). */
  completed: (period: Period, extra: DrillFilters = {}): DrillFilters => ({
    ...extra,
    completed_from: period.from,
    completed_to: period.to,
  }),
  /** Completed in the period on the first visit (first call resolution's numerator). */
  firstVisit: (period: Period): DrillFilters => ({
    first_visit: 'true',
    completed_from: period.from,
    completed_to: period.to,
  }),
  /** Open past its resolution due time, now. */
  overdue: (extra: DrillFilters = {}): DrillFilters => ({ ...extra, overdue: 'true' }),
  /** Rated in the period (whenever the work was completed), with one rating or any. */
  rated: (period: Period, rating?: number): DrillFilters => ({
    rating: rating === undefined ? '1,2,3,4,5' : String(rating),
    rated_from: period.from,
    rated_to: period.to,
  }),
  /**
   * SLA outcomes of one clock (met, breached, or both for its compliance rate), bounded by the
   * day the clock stopped in the period: the completion day for resolution, the response day
   * for response.
   */
  sla: (period: Period, clock: SlaClock, outcomes: readonly SlaOutcome[]): DrillFilters => {
    const sla_result = outcomes.map((outcome) => `${clock}_${outcome}`).join(',');
    return clock === 'resolution'
      ? { sla_result, completed_from: period.from, completed_to: period.to }
      : { sla_result, responded_from: period.from, responded_to: period.to };
  },
};
