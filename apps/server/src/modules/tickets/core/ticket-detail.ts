/**
 * The full ticket as the detail page shows it: the list item plus description, watchers, files
 * (signed links), time logs, parts, costs (labour and parts kept on the ticket, purchase orders
 * and invoices from procurement), feedback, signatures, and what the caller may do with it.
 * Read in one query (ticket-detail-query.ts); exported for every route that answers with the
 * refreshed ticket after a change.
 */
import {
  transitionsOf,
  type TFileLink,
  type TTicketCosts,
  type TTicketDetail,
  type TTicketKind,
} from '@mainstay/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { tickets, type Ticket } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { tenantCondition } from '../../../lib/tenancy.ts';
import {
  assignedToViewer,
  seesEveryTicket,
  visibleTickets,
  type TicketViewer,
} from '../ticket-access.ts';
import { KIND_SUBJECT, type TicketsDeps } from '../tickets.shared.ts';
import {
  selectTicketDetail,
  ticketDetailById,
  type FileJson,
  type PartJson,
  type TicketDetailRow,
  type TimeLogJson,
} from './ticket-detail-query.ts';
import { toTicketListItem, type TicketRow } from './ticket-rows.ts';

const major = (cents: number): number => cents / 100;

/** A timestamp from the JSON parts (the database's own format) as the API writes it. */
const iso = (value: string): string => new Date(value).toISOString();

const timeLogsOf = (logs: TimeLogJson[]) =>
  logs.map((log) => ({
    id: log.id,
    user: { id: log.userId, name: log.userName },
    started_at: iso(log.startedAt),
    ended_at: log.endedAt === null ? null : iso(log.endedAt),
    duration_minutes: log.durationMinutes,
    hourly_rate: major(log.hourlyRateCents),
    cost: major(log.costCents),
    note: log.note,
  }));

const partsOf = (parts: PartJson[]) =>
  parts.map((part) => ({
    id: part.id,
    description: part.description,
    quantity: part.quantity,
    unit_cost: major(part.unitCostCents),
    total: major(part.totalCents),
    created_at: iso(part.createdAt),
  }));

function costsOf(row: TicketDetailRow, minutes: number): TTicketCosts {
  const cents = {
    labour: row.ticket.labourCostCents,
    parts: row.ticket.partsCostCents,
    orders: row.ordersCents,
    invoiced: row.invoicedCents,
  };
  return {
    currency: row.currency ?? 'EUR',
    labour: major(cents.labour),
    parts: major(cents.parts),
    purchase_orders: major(cents.orders),
    invoices: major(cents.invoiced),
    total: major(cents.labour + cents.parts + cents.invoiced),
    minutes,
  };
}

/** Completed in one visit and never reopened; null until the work is done. */
function firstCallResolution(ticket: TicketRow): boolean | null {
  if (ticket.status !== 'completed' && ticket.status !== 'closed') return null;
  return ticket.visitCount <= 1 && ticket.reopenCount === 0;
}

/** The detail for the page from the row read by ticket-detail-query. */
function detailOf(
  deps: TicketsDeps,
  viewer: TicketViewer,
  row: TicketDetailRow,
  now: Date,
): TTicketDetail {
  const full = row.ticket;
  const { ability } = viewer.auth;
  const canEdit =
    ability.can('write', KIND_SUBJECT[full.kind]) ||
    (ability.can('write', 'my jobs') && row.assigned);
  const timeLogs = timeLogsOf(row.timeLogs);
  const minutes = timeLogs.reduce((total, log) => total + (log.duration_minutes ?? 0), 0);
  const link = (file: FileJson | null): TFileLink | null => (file ? deps.files.link(file) : null);
  return {
    ...toTicketListItem(row, now),
    description: full.description,
    watchers: row.watchers,
    watching: row.watchers.some((watcher) => watcher.id === viewer.auth.userId),
    hold_reason: full.holdReason,
    cancel_reason: full.cancelReason,
    reopen_reason: full.reopenReason,
    completion_notes: full.completionNotes,
    started_at: full.startedAt?.toISOString() ?? null,
    closed_at: full.closedAt?.toISOString() ?? null,
    visit_count: full.visitCount,
    reopen_count: full.reopenCount,
    first_call_resolution: firstCallResolution(full),
    completed_by: full.completedByUserId ? row.completedBy : null,
    technician_signature: link(row.technicianSignature),
    customer_signature: link(row.customerSignature),
    customer_signature_name: full.customerSignatureName,
    files: row.files.map((file) => ({
      ...deps.files.link(file),
      kind: file.kind,
      created_at: iso(file.createdAt),
    })),
    time_logs: timeLogs,
    parts: partsOf(row.parts),
    costs: costsOf(row, minutes),
    feedback:
      full.feedbackRating !== null && full.feedbackAt
        ? {
            rating: full.feedbackRating,
            comment: full.feedbackComment ?? '',
            at: full.feedbackAt.toISOString(),
          }
        : null,
    allowed_transitions: canEdit ? [...transitionsOf(full.kind)[full.status]] : [],
    can_edit: canEdit,
    created_by: full.createdByUserId ? row.createdBy : null,
  };
}

/** Whether the caller may change a ticket only because it is assigned to them (My Jobs). */
function dependsOnAssignment(viewer: TicketViewer, kind: TTicketKind): boolean {
  const { ability } = viewer.auth;
  return !ability.can('write', KIND_SUBJECT[kind]) && ability.can('write', 'my jobs');
}

/**
 * The ticket of this kind if the caller may see it, as the detail page shows it; 404 otherwise
 * (never revealing that it exists). One query, prepared when visibility is the organisation's.
 */
export async function visibleTicketDetail(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  id: string,
  now = new Date(),
): Promise<TTicketDetail> {
  const assignment = dependsOnAssignment(viewer, kind);
  const row =
    seesEveryTicket(viewer, kind) && !assignment
      ? await ticketDetailById(deps.db, id, viewer.auth.organisationId)
      : (
          await selectTicketDetail(
            deps.db,
            and(eq(tickets.id, id), visibleTickets(viewer, kind)) as SQL,
            assignment ? assignedToViewer(viewer) : undefined,
          )
        )[0];
  if (!row || row.ticket.kind !== kind) throw new AppError('TICKET_NOT_FOUND');
  return detailOf(deps, viewer, row, now);
}

/**
 * The detail of a ticket the caller has just changed (already checked), for the answer; read
 * through `executor` when given (inside the change's transaction).
 */
export async function ticketDetail(
  deps: TicketsDeps,
  viewer: TicketViewer,
  ticket: Pick<Ticket, 'id' | 'kind'>,
  now = new Date(),
  executor: Executor = deps.db,
): Promise<TTicketDetail> {
  const [row] = dependsOnAssignment(viewer, ticket.kind)
    ? await selectTicketDetail(
        executor,
        and(eq(tickets.id, ticket.id), tenantCondition(tickets, viewer.auth.organisationId)) as SQL,
        assignedToViewer(viewer),
      )
    : [await ticketDetailById(executor, ticket.id, viewer.auth.organisationId)];
  if (!row) throw new AppError('TICKET_NOT_FOUND');
  return detailOf(deps, viewer, row, now);
}
