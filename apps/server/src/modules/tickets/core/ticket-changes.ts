/**
 * The changing routes' common path: find the ticket the caller may see, check they may change
 * it, lock it for the transaction (two people moving the same ticket at once are applied one
 * after the other, each against the state the other left), apply, and answer the fresh detail.
 * Bulk actions run the same steps per ticket and report each refusal.
 */
import type {
  TTicketBulkResponse,
  TTicketDetail,
  TTicketKind,
  ZTicketBulkRequest,
} from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../../db/client.ts';
import { tickets, type Ticket } from '../../../db/schema/index.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../../lib/errors.ts';
import { canChangeTicket, visibleTickets, type TicketViewer } from '../ticket-access.ts';
import type { TicketsDeps } from '../tickets.shared.ts';
import type { TicketActor } from './ticket-assignment.ts';
import { actorOf } from './ticket-create.ts';
import { ticketDetail } from './ticket-detail.ts';
import { checkTicketReferences } from './ticket-references.ts';
import { changeTicketStatus, type TicketStatusInput } from './ticket-status.ts';
import { applyTicketUpdate, type UpdateTicketInput } from './ticket-update.ts';

export const CANNOT_CHANGE = 'You cannot change this ticket';

type Change = (tx: Transaction, ticket: Ticket, actor: TicketActor) => Promise<unknown>;

/** Runs `change` on the locked ticket in one transaction; 404 unseen, 403 not changeable. */
async function withChangeableTicket(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  id: string,
  change: Change,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Found only if visible (404 otherwise), and locked until the change is committed.
    const [locked] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.id, id), visibleTickets(viewer, kind)))
      .for('update');
    if (!locked) throw new NotFoundError('Ticket not found');
    if (!(await canChangeTicket(tx, viewer, locked))) throw new ForbiddenError(CANNOT_CHANGE);
    await change(tx, locked, actorOf(viewer));
  });
}

export async function updateTicket(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  id: string,
  input: UpdateTicketInput,
): Promise<TTicketDetail> {
  await withChangeableTicket(deps, viewer, kind, id, (tx, ticket, actor) =>
    applyTicketUpdate(tx, deps.hooks, viewer, ticket, actor, input),
  );
  return ticketDetail(deps, viewer, { id, kind });
}

export async function moveTicket(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  id: string,
  input: TicketStatusInput,
): Promise<TTicketDetail> {
  await withChangeableTicket(deps, viewer, kind, id, (tx, ticket, actor) =>
    changeTicketStatus(tx, deps, ticket, actor, input),
  );
  return ticketDetail(deps, viewer, { id, kind });
}

type BulkInput = z.output<typeof ZTicketBulkRequest>;

function bulkChange(viewer: TicketViewer, deps: TicketsDeps, input: BulkInput): Change {
  if (input.action === 'set_status') {
    const status = input.status ?? 'new';
    return (tx, ticket, actor) =>
      changeTicketStatus(tx, deps, ticket, actor, {
        status,
        ...(input.reason ? { reason: input.reason } : {}),
      });
  }
  const update: UpdateTicketInput = {
    ...(input.assignee_ids?.length ? { assignee_ids: input.assignee_ids } : {}),
    ...(input.team_id !== undefined ? { team_id: input.team_id } : {}),
    ...(input.contractor_id !== undefined ? { contractor_id: input.contractor_id } : {}),
  };
  return (tx, ticket, actor) => applyTicketUpdate(tx, deps.hooks, viewer, ticket, actor, update);
}

/**
 * Each ticket in its own transaction, so one refusal (an illegal move, a ticket not visible)
 * leaves the others done; the refusal's message is reported for its row.
 */
export async function bulkTickets(
  deps: TicketsDeps,
  viewer: TicketViewer,
  kind: TTicketKind,
  input: BulkInput,
): Promise<TTicketBulkResponse> {
  if (input.action === 'assign') {
    // Who to assign is the same for every row: a bad choice is one 422, not a refusal per row.
    await checkTicketReferences(deps.db, viewer, kind, {
      buildingId: '',
      buildingChanged: false,
      teamId: input.team_id,
      contractorId: input.contractor_id,
      assigneeIds: input.assignee_ids,
    });
  }
  const change = bulkChange(viewer, deps, input);
  const results: TTicketBulkResponse['results'] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await withChangeableTicket(deps, viewer, kind, id, change);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = error.fieldErrors ? Object.values(error.fieldErrors).flat() : [];
      results.push({ id, ok: false, message: fields[0] ?? error.message });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
