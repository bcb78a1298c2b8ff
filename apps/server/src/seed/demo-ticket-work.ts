/**
 * A hand-written demo ticket's work (demo-tickets.ts seeds the ticket): its assignees and
 * watchers, the timeline of status changes, comments and feedback, and the time and parts logged
 * with their costs at the default or the contractor's rate.
 */
import type { TTicketStatus } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  ticketActivity,
  ticketAssignees,
  ticketParts,
  tickets,
  ticketTimeLogs,
  ticketWatchers,
} from '../db/schema/index.ts';
import type { DemoPlacesContext } from './demo-context.ts';
import type { DemoTicket } from './demo-tickets.data.ts';

/** The organisation's default hourly rate, in pence. */
export const RATE_CENTS = 4800;

export async function seedWork(
  tx: Executor,
  { organisationId, userIds }: DemoPlacesContext,
  ticketId: string,
  demo: DemoTicket,
  history: {
    createdAt: Date;
    path: TTicketStatus[];
    at: (hours: number) => Date;
    contractorRate: number | null;
  },
): Promise<void> {
  const { at, path } = history;
  const base = { organisationId, ticketId };
  const reporterName = typeof demo.reporter === 'string' ? null : demo.reporter.name;
  const reporterId = typeof demo.reporter === 'string' ? userIds[demo.reporter] : null;
  const assignees = (demo.assignees ?? []).map((role) => userIds[role]);
  if (assignees.length) {
    // Assigned when the timeline says so (the move to assigned), not when the demo was seeded.
    await tx
      .insert(ticketAssignees)
      .values(assignees.map((userId) => ({ ...base, userId, createdAt: at(0.3) })));
  }
  if (demo.watchers?.length) {
    await tx
      .insert(ticketWatchers)
      .values(demo.watchers.map((role) => ({ ...base, userId: userIds[role] })));
  }

  const manager = userIds.facilities_manager;
  const entries: (typeof ticketActivity.$inferInsert)[] = [
    {
      ...base,
      type: 'created',
      actorUserId: reporterId,
      actorName: reporterName,
      createdAt: history.createdAt,
      visibility: 'public',
    },
  ];
  let previous: TTicketStatus = 'new';
  path.forEach((status, index) => {
    const hours =
      status === 'assigned'
        ? 0.3
        : status === 'in_progress'
          ? 0.75
          : status === 'on_hold'
            ? 2
            : status === 'completed'
              ? (demo.tookHours ?? 4)
              : status === 'closed'
                ? (demo.tookHours ?? 4) + 48
                : status === 'reopened'
                  ? (demo.tookHours ?? 4) + 30
                  : 5;
    const actor =
      status === 'assigned' || status === 'closed' || status === 'cancelled'
        ? manager
        : (assignees[0] ?? manager);
    const reason =
      status === 'on_hold' || status === 'cancelled'
        ? demo.reason
        : status === 'reopened'
          ? demo.reopenedWith
          : undefined;
    if (status === 'assigned') {
      entries.push({
        ...base,
        type: 'assignment',
        actorUserId: manager,
        createdAt: at(hours - 0.01),
        data: {
          assignees: demo.assignees ?? [],
          team: demo.team ?? null,
          contractor: demo.contractor ?? null,
        },
      });
    }
    entries.push({
      ...base,
      type: 'status',
      actorUserId: status === 'reopened' ? reporterId : actor,
      actorName: status === 'reopened' ? reporterName : null,
      visibility: ['completed', 'reopened', 'cancelled'].includes(status) ? 'public' : 'internal',
      data: { from: previous, to: status, ...(reason ? { reason } : {}) },
      createdAt: at(hours + index * 0.001),
    });
    previous = status;
  });
  (demo.comments ?? []).forEach(([role, body, visibility], index) => {
    entries.push({
      ...base,
      type: 'comment',
      actorUserId: userIds[role],
      body,
      visibility,
      createdAt: at(1 + index * 0.5),
    });
  });
  if (demo.feedback && demo.tookHours !== undefined) {
    entries.push({
      ...base,
      type: 'feedback',
      actorUserId: reporterId,
      actorName: reporterName,
      visibility: 'public',
      body: demo.feedback[1],
      data: { rating: demo.feedback[0] },
      createdAt: at(demo.tookHours + 20),
    });
  }

  let labour = 0;
  for (const [role, minutes] of demo.time ?? []) {
    const rate =
      role === 'contractor' && history.contractorRate ? history.contractorRate : RATE_CENTS;
    const cost = Math.round((rate * minutes) / 60);
    labour += cost;
    const startedAt = at(0.8);
    await tx.insert(ticketTimeLogs).values({
      ...base,
      userId: userIds[role],
      startedAt,
      endedAt: new Date(startedAt.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      hourlyRateCents: rate,
      costCents: cost,
    });
    entries.push({
      ...base,
      type: 'time',
      actorUserId: userIds[role],
      data: { minutes },
      createdAt: at(0.8 + minutes / 60),
    });
  }
  let partsTotal = 0;
  for (const [description, quantity, unitCost] of demo.parts ?? []) {
    const unitCostCents = Math.round(unitCost * 100);
    const totalCents = Math.round(quantity * unitCostCents);
    partsTotal += totalCents;
    await tx.insert(ticketParts).values({
      ...base,
      description,
      quantity,
      unitCostCents,
      totalCents,
      createdByUserId: assignees[0] ?? manager,
      createdAt: at(1.5),
    });
    entries.push({
      ...base,
      type: 'part',
      actorUserId: assignees[0] ?? manager,
      data: { description, quantity },
      createdAt: at(1.5),
    });
  }
  await tx.insert(ticketActivity).values(entries);
  if (labour || partsTotal) {
    await tx
      .update(tickets)
      .set({ labourCostCents: labour, partsCostCents: partsTotal })
      .where(eq(tickets.id, ticketId));
  }
}
