/** Writes one entry of a ticket's timeline. Every change to a ticket goes through here. */
import type { Executor } from '../../db/client.ts';
import { ticketActivity } from '../../db/schema/index.ts';

export type TicketActivityType = (typeof ticketActivity.$inferInsert)['type'];

export interface ActivityInput {
  organisationId: string;
  ticketId: string;
  type: TicketActivityType;
  /** Null for the system or someone acting through a signed link (give actorName). */
  actorUserId: string | null;
  actorName?: string | null;
  body?: string;
  visibility?: 'internal' | 'public';
  data?: Record<string, unknown>;
  mentions?: string[];
  at?: Date;
}

export async function recordActivity(executor: Executor, input: ActivityInput): Promise<string> {
  const [row] = await executor
    .insert(ticketActivity)
    .values({
      organisationId: input.organisationId,
      ticketId: input.ticketId,
      type: input.type,
      actorUserId: input.actorUserId,
      actorName: input.actorName ?? null,
      body: input.body ?? '',
      visibility: input.visibility ?? 'internal',
      data: input.data ?? {},
      mentions: input.mentions ?? [],
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: ticketActivity.id });
  if (!row) throw new Error('Recording ticket activity failed');
  return row.id;
}
