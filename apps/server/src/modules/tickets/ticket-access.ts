/**
 * Who sees and who may change a ticket. The conditions are SQL so lists, counts, exports and
 * single reads all apply the same rules (see docs/architecture.md, "Ticket visibility"):
 * 1. a user limited to some buildings sees tickets of those buildings only;
 * 2. contractor staff see only tickets assigned to their company;
 * 3. someone who may not read buildings (a reporter) sees the tickets they reported, watch or
 *    are assigned to;
 * 4. someone reaching a ticket through "my jobs" only (no read on the kind) sees their jobs only.
 * Changing a ticket needs write on the kind, or being assigned with write on my jobs.
 */
import { OPEN_TICKET_STATUSES, TICKET_KIND_VALUES, type TTicketKind } from '@mainstay/contracts';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ticketAssignees, tickets, ticketWatchers, type Ticket } from '../../db/schema/index.ts';
import { withinBuildings, withinContractor, type AccessScope } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { KIND_SUBJECT } from './tickets.shared.ts';

export interface TicketViewer {
  auth: RequestAuth;
  scope: AccessScope;
  /** The teams the user belongs to. */
  teamIds: string[];
}

/** The caller as ticket visibility sees them (their scope and teams came with their token). */
export function viewerOf(auth: RequestAuth): TicketViewer {
  return { auth, scope: auth.scope, teamIds: [...auth.teamIds] };
}

/**
 * Tickets assigned to the viewer: directly, through one of their teams, or to their company.
 * Written as `id = any(union of the viewer's own jobs)` so the database starts from the
 * viewer's assignments instead of testing every ticket of the organisation. `openOnly` keeps
 * to open tickets (My Jobs' queue): each part then reads an index of open work only, however
 * long the viewer's history. `perRow` writes it as a test of each row instead (the viewer's
 * assignments hashed once, their teams and company compared), for aggregates that read a range
 * of the organisation's tickets anyway (the dashboard and reports), where a long list of ids
 * would be searched for every row. Written as `exists`, the database picks per statement between
 * hashing the viewer's assignments once (a long range) and looking each row up (today's few).
 */
export function assignedToViewer(viewer: TicketViewer, openOnly = false, perRow = false): SQL {
  const { auth, scope } = viewer;
  if (perRow) {
    return or(
      exists(
        sql`(select 1 from ${ticketAssignees} where ${ticketAssignees.ticketId} = ${tickets.id}
          and ${ticketAssignees.userId} = ${auth.userId}
          and ${tenantCondition(ticketAssignees, auth.organisationId)})`,
      ),
      viewer.teamIds.length > 0 ? inArray(tickets.teamId, viewer.teamIds) : undefined,
      scope.contractorId ? eq(tickets.contractorId, scope.contractorId) : undefined,
    ) as SQL;
  }
  const open = openOnly ? sql` and ${inArray(tickets.status, [...OPEN_TICKET_STATUSES])}` : sql``;
  const sources: SQL[] = [
    sql`select ${ticketAssignees.ticketId} from ${ticketAssignees}
        where ${ticketAssignees.userId} = ${auth.userId}
          and ${tenantCondition(ticketAssignees, auth.organisationId)}
          ${openOnly ? sql`and ${ticketAssignees.ticketOpen}` : sql``}`,
  ];
  if (viewer.teamIds.length > 0) {
    sources.push(
      sql`select ${tickets.id} from ${tickets} where ${tenantCondition(tickets, auth.organisationId)}
          and ${inArray(tickets.teamId, viewer.teamIds)}${open}`,
    );
  }
  if (scope.contractorId) {
    sources.push(
      sql`select ${tickets.id} from ${tickets} where ${tenantCondition(tickets, auth.organisationId)}
          and ${tickets.contractorId} = ${scope.contractorId}${open}`,
    );
  }
  // `= any(array(...))`: the union runs once and the tickets are then read by primary key. As
  // `in (...)` the planner may hash-join it against every open ticket instead.
  return sql`${tickets.id} = any(array(${sql.join(sources, sql` union all `)}))`;
}

/** How visibleTickets writes "assigned to the viewer" (see assignedToViewer). */
export interface VisibilityForm {
  /** Tested on each row, for aggregates over a range of the organisation's tickets. */
  perRow?: boolean;
  /**
   * Only the viewer's open assignments: for statements that read open tickets only (work open
   * now), which then start from those few instead of the viewer's whole history.
   */
  openOnly?: boolean;
}

/**
 * Every condition a ticket must meet to be visible to the viewer (organisation and kind
 * included); `form` as for assignedToViewer.
 */
export function visibleTickets(
  viewer: TicketViewer,
  kind: TTicketKind,
  { perRow = false, openOnly = false }: VisibilityForm = {},
): SQL {
  const { auth, scope } = viewer;
  const conditions: (SQL | undefined)[] = [
    tenantCondition(tickets, auth.organisationId),
    eq(tickets.kind, kind),
    withinBuildings(scope, tickets.buildingId),
    withinContractor(scope, tickets.contractorId),
  ];
  if (!auth.ability.can('read', KIND_SUBJECT[kind])) {
    conditions.push(assignedToViewer(viewer, openOnly, perRow));
  } else if (!auth.ability.can('read', 'buildings')) {
    const watching = exists(
      sql`(select 1 from ${ticketWatchers} where ${ticketWatchers.ticketId} = ${tickets.id}
        and ${ticketWatchers.userId} = ${auth.userId}
        and ${tenantCondition(ticketWatchers, tickets.organisationId)})`,
    );
    conditions.push(
      or(
        eq(tickets.reporterUserId, auth.userId),
        watching,
        assignedToViewer(viewer, openOnly, perRow),
      ) as SQL,
    );
  }
  return and(...conditions) as SQL;
}

/** True when the viewer sees every ticket of the kind in the organisation (no narrowing). */
/** The tickets of every kind the viewer may see (forms and documents linked to any ticket). */
export function visibleTicketsOfAnyKind(viewer: TicketViewer): SQL {
  return or(...TICKET_KIND_VALUES.map((kind) => visibleTickets(viewer, kind))) as SQL;
}

export function seesEveryTicket(viewer: TicketViewer, kind: TTicketKind): boolean {
  const { auth, scope } = viewer;
  return (
    scope.buildingIds === null &&
    scope.contractorId === null &&
    auth.ability.can('read', KIND_SUBJECT[kind]) &&
    auth.ability.can('read', 'buildings')
  );
}

/** The ticket if the viewer may see it; 404 otherwise (never reveals that it exists). */
export async function findVisibleTicket(
  executor: Executor,
  viewer: TicketViewer,
  kind: TTicketKind,
  id: string,
): Promise<Ticket> {
  const [row] = await executor
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTickets(viewer, kind)))
    .limit(1);
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return row;
}

/** True when the ticket is assigned to the viewer (directly, team or company). */
export async function isAssignedTo(
  executor: Executor,
  viewer: TicketViewer,
  ticketId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        eq(tickets.id, ticketId),
        tenantCondition(tickets, viewer.auth.organisationId),
        assignedToViewer(viewer),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** May the viewer change the ticket (fields, status, work record)? */
export async function canChangeTicket(
  executor: Executor,
  viewer: TicketViewer,
  ticket: Pick<Ticket, 'id' | 'kind'>,
): Promise<boolean> {
  const { ability } = viewer.auth;
  if (ability.can('write', KIND_SUBJECT[ticket.kind])) return true;
  if (!ability.can('write', 'my jobs')) return false;
  return isAssignedTo(executor, viewer, ticket.id);
}

/**
 * May the viewer choose who works on a ticket (people, a team, a contractor) or whom it is
 * reported for? The same write permission of the kind, at creation as afterwards: being allowed
 * to report a fault, or to work on one's own jobs, is not being allowed to hand out work.
 */
export function canAssignTickets(viewer: TicketViewer, kind: TTicketKind): boolean {
  return viewer.auth.ability.can('write', KIND_SUBJECT[kind]);
}

/**
 * Does the viewer work on the ticket: they may write its kind, or it is assigned to them (directly,
 * through a team or their company)? What other modules ask before letting someone record work
 * on it (a form's answers); seeing the ticket is asked separately (visibleTickets).
 */
export async function worksOnTicket(
  executor: Executor,
  viewer: TicketViewer,
  ticket: Pick<Ticket, 'id' | 'kind'>,
): Promise<boolean> {
  if (viewer.auth.ability.can('write', KIND_SUBJECT[ticket.kind])) return true;
  return isAssignedTo(executor, viewer, ticket.id);
}
