/**
 * What one dashboard request covers: the tickets the caller may see (the ticket list's own
 * visibility rule, per kind), narrowed to a building, and the period as instants of the
 * organisation's days.
 */
import type { TTicketKind } from '@mainstay/contracts';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import {
  KIND_SUBJECT,
  localDayEnd,
  localDayStart,
  seesEveryTicket,
  visibleTickets,
  type TicketViewer,
  type VisibilityForm,
} from '../tickets/index.ts';
import type { DashboardPeriod } from './dashboard-period.ts';

const BOTH_KINDS: readonly TTicketKind[] = ['reactive', 'general'];

export interface DashboardScope {
  viewer: TicketViewer;
  /** The kinds counted: those asked for that the caller reaches (list or My Jobs). */
  kinds: TTicketKind[];
  /** Every ticket the figures may count. */
  where: SQL;
  /**
   * The same per kind counted, for statements run kind by kind (each then reads its own index:
   * a technician's whole reactive list and their own general work are not one OR).
   */
  whereByKind: SQL[];
  /** The same for statements over open tickets only, starting from the caller's open work. */
  openWhereByKind: SQL[];
  /** The building filter, when given. */
  buildingId: string | undefined;
  period: DashboardPeriod;
  /** Instants: the period [start, end) and the one before it [previousStart, start). */
  start: SQL;
  end: SQL;
  previousStart: SQL;
  now: Date;
}

/** Kinds the caller reaches: read on the kind (the list) or on My Jobs (their own work). */
export function reachableKinds(viewer: TicketViewer, kind?: TTicketKind): TTicketKind[] {
  const { ability } = viewer.auth;
  return (kind ? [kind] : [...BOTH_KINDS]).filter(
    (candidate) => ability.can('read', KIND_SUBJECT[candidate]) || ability.can('read', 'my jobs'),
  );
}

/**
 * The visibility of the ticket list for each kind, OR-ed. When the caller sees every ticket of
 * each kind it is the organisation and kind alone, which the (organisation, kind, ...) and
 * (organisation, completed_at ...) indexes answer directly.
 */
export function visibleToDashboard(
  viewer: TicketViewer,
  kinds: readonly TTicketKind[],
  buildingId?: string,
  form: VisibilityForm = { perRow: true },
): SQL {
  const building = buildingId ? eq(tickets.buildingId, buildingId) : undefined;
  if (kinds.length === 0) return sql`false`;
  if (kinds.every((kind) => seesEveryTicket(viewer, kind))) {
    return and(
      tenantCondition(tickets, viewer.auth.organisationId),
      inArray(tickets.kind, [...kinds]),
      building,
    ) as SQL;
  }
  const visible = kinds.map((kind) => visibleTickets(viewer, kind, form));
  return and(visible.length === 1 ? visible[0] : or(...visible), building) as SQL;
}

export function dashboardScope(
  viewer: TicketViewer,
  kinds: TTicketKind[],
  period: DashboardPeriod,
  buildingId: string | undefined,
  now: Date,
): DashboardScope {
  const { timezone } = period;
  return {
    viewer,
    kinds,
    where: visibleToDashboard(viewer, kinds, buildingId),
    whereByKind: kinds.map((kind) => visibleToDashboard(viewer, [kind], buildingId)),
    openWhereByKind: kinds.map((kind) =>
      visibleToDashboard(viewer, [kind], buildingId, { openOnly: true }),
    ),
    buildingId,
    period,
    start: localDayStart(period.from, timezone),
    end: localDayEnd(period.to, timezone),
    previousStart: localDayStart(period.previous_from, timezone),
    now,
  };
}
