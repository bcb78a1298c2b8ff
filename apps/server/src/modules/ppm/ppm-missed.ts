/**
 * `miss_previous`: a task still undone when the next task of its schedule (for the same asset)
 * comes due is marked missed, with the timeline saying so. A task under way (in progress,
 * reopened) is left open: work on it has begun. Run by the generation job on every pass, across
 * organisations, from the partial index of PPM tasks by schedule.
 */
import { and, eq, exists, gt, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { ppmSchedules, tickets } from '../../db/schema/index.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { markPpmTaskMissed } from '../tickets/index.ts';

const MISSABLE = sql.raw(`'scheduled', 'assigned', 'on_hold'`);
/** The same schedule's later task. */
const next = alias(tickets, 'next');

export async function markSupersededTasks(
  db: Database,
  now: Date,
  only?: { organisationId: string; scheduleId: string },
): Promise<number> {
  // The sweep spans organisations (a background job); each task is then changed in its own
  // organisation's scope. The next task's day has begun once its due time (23:59:59 local) is
  // less than a day away.
  const candidates = await db
    .select({ id: tickets.id, organisationId: tickets.organisationId, title: ppmSchedules.title })
    .from(tickets)
    .innerJoin(
      ppmSchedules,
      and(
        eq(ppmSchedules.id, tickets.ppmScheduleId),
        tenantCondition(ppmSchedules, tickets.organisationId),
      ),
    )
    .where(
      and(
        eq(tickets.kind, 'ppm'),
        sql`${tickets.status} in (${MISSABLE})`,
        eq(ppmSchedules.previousOpen, 'miss_previous'),
        only ? eq(tickets.ppmScheduleId, only.scheduleId) : undefined,
        only ? tenantCondition(tickets, only.organisationId) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(next)
            .where(
              and(
                tenantCondition(next, tickets.organisationId),
                eq(next.ppmScheduleId, tickets.ppmScheduleId),
                sql`${next.assetId} is not distinct from ${tickets.assetId}`,
                gt(next.dueAt, tickets.dueAt),
                lt(next.dueAt, new Date(now.getTime() + 24 * 3600 * 1000)),
              ),
            ),
        ),
      ),
    );
  let missed = 0;
  for (const candidate of candidates) {
    const marked = await db.transaction(async (tx) => {
      const [task] = await tx
        .select()
        .from(tickets)
        .where(
          forOrganisation(tx, candidate.organisationId).where(
            tickets,
            eq(tickets.id, candidate.id),
          ),
        )
        .for('update');
      return task ? markPpmTaskMissed(tx, task, candidate.title, now) : false;
    });
    if (marked) missed += 1;
  }
  return missed;
}
