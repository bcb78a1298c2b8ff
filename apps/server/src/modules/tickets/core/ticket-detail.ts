/**
 * The full ticket as the detail page shows it: the list item plus description, watchers, files
 * (signed links), time logs, parts, costs (labour and parts kept on the ticket, purchase orders
 * and invoices from procurement), feedback, signatures, and what the caller may do with it.
 * Exported for every route that answers with the refreshed ticket after a change.
 */
import {
  TICKET_TRANSITIONS,
  type TFileLink,
  type TTicketCosts,
  type TTicketDetail,
  type TTicketRef,
} from '@mainstay/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  files,
  invoices,
  purchaseOrders,
  ticketFiles,
  ticketParts,
  ticketSettings,
  tickets,
  ticketTimeLogs,
  ticketWatchers,
  users,
  type Ticket,
} from '../../../db/schema/index.ts';
import { NotFoundError } from '../../../lib/errors.ts';
import type { FilesService } from '../../files/files.service.ts';
import { canChangeTicket, type TicketViewer } from '../ticket-access.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import { selectTicketRows, toTicketListItems, type TicketRow } from './ticket-rows.ts';

const major = (cents: number): number => cents / 100;

async function watchersOf(executor: Executor, ticketId: string): Promise<TTicketRef[]> {
  return executor
    .select({ id: users.id, name: users.name })
    .from(ticketWatchers)
    .innerJoin(users, eq(users.id, ticketWatchers.userId))
    .where(eq(ticketWatchers.ticketId, ticketId))
    .orderBy(asc(users.name), asc(users.id));
}

async function filesOf(executor: Executor, service: FilesService, ticketId: string) {
  const rows = await executor
    .select({ file: files, kind: ticketFiles.kind, createdAt: ticketFiles.createdAt })
    .from(ticketFiles)
    .innerJoin(files, eq(files.id, ticketFiles.fileId))
    .where(eq(ticketFiles.ticketId, ticketId))
    .orderBy(asc(ticketFiles.createdAt), asc(ticketFiles.fileId));
  return rows.map((row) => ({
    ...service.link(row.file),
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
  }));
}

async function timeLogsOf(executor: Executor, ticketId: string) {
  const rows = await executor
    .select({ log: ticketTimeLogs, userName: users.name })
    .from(ticketTimeLogs)
    .innerJoin(users, eq(users.id, ticketTimeLogs.userId))
    .where(eq(ticketTimeLogs.ticketId, ticketId))
    .orderBy(asc(ticketTimeLogs.startedAt), asc(ticketTimeLogs.id));
  return rows.map(({ log, userName }) => ({
    id: log.id,
    user: { id: log.userId, name: userName },
    started_at: log.startedAt.toISOString(),
    ended_at: log.endedAt?.toISOString() ?? null,
    duration_minutes: log.durationMinutes,
    hourly_rate: major(log.hourlyRateCents),
    cost: major(log.costCents),
    note: log.note,
  }));
}

async function partsOf(executor: Executor, ticketId: string) {
  const rows = await executor
    .select()
    .from(ticketParts)
    .where(eq(ticketParts.ticketId, ticketId))
    .orderBy(asc(ticketParts.createdAt), asc(ticketParts.id));
  return rows.map((part) => ({
    id: part.id,
    description: part.description,
    quantity: part.quantity,
    unit_cost: major(part.unitCostCents),
    total: major(part.totalCents),
    created_at: part.createdAt.toISOString(),
  }));
}

/** Approved or received purchase orders and approved or paid invoices of the ticket, in cents. */
async function procurementTotals(executor: Executor, ticket: TicketRow) {
  const total = sql<string>`coalesce(sum(total_cents), 0)`;
  const [[orders], [invoiced], [settings]] = await Promise.all([
    executor
      .select({ total })
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.organisationId, ticket.organisationId),
          eq(purchaseOrders.ticketId, ticket.id),
          inArray(purchaseOrders.status, ['approved', 'received']),
        ),
      ),
    executor
      .select({ total })
      .from(invoices)
      .where(
        and(
          eq(invoices.organisationId, ticket.organisationId),
          eq(invoices.ticketId, ticket.id),
          inArray(invoices.status, ['approved', 'paid']),
        ),
      ),
    executor
      .select({ currency: ticketSettings.currency })
      .from(ticketSettings)
      .where(eq(ticketSettings.organisationId, ticket.organisationId)),
  ]);
  return {
    orders: Number(orders?.total ?? 0),
    invoiced: Number(invoiced?.total ?? 0),
    currency: settings?.currency ?? 'EUR',
  };
}

/** Names of the users and links of the files the ticket points to (signatures, who did what). */
async function referencedOf(executor: Executor, service: FilesService, ticket: TicketRow) {
  const userIds = [ticket.completedByUserId, ticket.createdByUserId].filter(
    (id): id is string => id !== null,
  );
  const fileIds = [ticket.technicianSignatureFileId, ticket.customerSignatureFileId].filter(
    (id): id is string => id !== null,
  );
  const [people, signatureFiles] = await Promise.all([
    userIds.length
      ? executor
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    fileIds.length
      ? executor
          .select()
          .from(files)
          .where(and(inArray(files.id, fileIds), eq(files.organisationId, ticket.organisationId)))
      : [],
  ]);
  const person = (id: string | null): TTicketRef | null =>
    people.find((row) => row.id === id) ?? null;
  const link = (id: string | null): TFileLink | null => {
    const file = signatureFiles.find((row) => row.id === id);
    return file ? service.link(file) : null;
  };
  return { person, link };
}

function costsOf(
  ticket: TicketRow,
  procurement: Awaited<ReturnType<typeof procurementTotals>>,
  minutes: number,
): TTicketCosts {
  const cents = {
    labour: ticket.labourCostCents,
    parts: ticket.partsCostCents,
    orders: procurement.orders,
    invoiced: procurement.invoiced,
  };
  return {
    currency: procurement.currency,
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

export async function ticketDetail(
  deps: TicketsDeps,
  viewer: TicketViewer,
  ticket: Pick<Ticket, 'id'>,
  now = new Date(),
): Promise<TTicketDetail> {
  const executor = deps.db;
  const [row] = await selectTicketRows(
    executor,
    and(eq(tickets.id, ticket.id), eq(tickets.organisationId, viewer.auth.organisationId)),
    [],
  );
  if (!row) throw new NotFoundError('Ticket not found');
  const full = row.ticket;
  const [[item], watchers, ticketFileLinks, timeLogs, parts, procurement, refs, canEdit] =
    await Promise.all([
      toTicketListItems(executor, [row], now),
      watchersOf(executor, full.id),
      filesOf(executor, deps.files, full.id),
      timeLogsOf(executor, full.id),
      partsOf(executor, full.id),
      procurementTotals(executor, full),
      referencedOf(executor, deps.files, full),
      canChangeTicket(executor, viewer, full),
    ]);
  if (!item) throw new NotFoundError('Ticket not found');
  const minutes = timeLogs.reduce((total, log) => total + (log.duration_minutes ?? 0), 0);
  return {
    ...item,
    description: full.description,
    watchers,
    watching: watchers.some((watcher) => watcher.id === viewer.auth.userId),
    hold_reason: full.holdReason,
    cancel_reason: full.cancelReason,
    reopen_reason: full.reopenReason,
    completion_notes: full.completionNotes,
    started_at: full.startedAt?.toISOString() ?? null,
    closed_at: full.closedAt?.toISOString() ?? null,
    visit_count: full.visitCount,
    reopen_count: full.reopenCount,
    first_call_resolution: firstCallResolution(full),
    completed_by: refs.person(full.completedByUserId),
    technician_signature: refs.link(full.technicianSignatureFileId),
    customer_signature: refs.link(full.customerSignatureFileId),
    customer_signature_name: full.customerSignatureName,
    files: ticketFileLinks,
    time_logs: timeLogs,
    parts,
    costs: costsOf(full, procurement, minutes),
    feedback:
      full.feedbackRating !== null && full.feedbackAt
        ? {
            rating: full.feedbackRating,
            comment: full.feedbackComment ?? '',
            at: full.feedbackAt.toISOString(),
          }
        : null,
    allowed_transitions: canEdit ? [...TICKET_TRANSITIONS[full.status]] : [],
    can_edit: canEdit,
    created_by: refs.person(full.createdByUserId),
  };
}
