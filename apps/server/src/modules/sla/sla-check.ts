/**
 * One pass of the SLA watch (the `sla.check` job, every minute): across organisations, open
 * tickets whose clock runs and that passed a mark nobody was told about yet:
 * - the at-risk moment: flagged, assignees and managers told (in-app and e-mail);
 * - the response deadline (nobody responded) or the resolution deadline: the breach is recorded,
 *   the same people told, and the ticket escalated once to the policy's escalation role.
 * Each mark is claimed with a conditional update (`... where <column> is null`), so two passes,
 * even concurrent ones, tell people once.
 */
import { and, asc, eq, exists, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { roles, slaPolicies, tickets, type Ticket } from '../../db/schema/index.ts';
import { settleNotificationMail } from '../notifications/index.ts';
import { notify } from '../notifications/index.ts';
import { recordActivity } from '../tickets/index.ts';
import { managersAmong, membersOf, roleHolders, workersOf } from './sla-recipients.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

/** Statuses whose SLA clock runs (on hold is paused, done and cancelled are over). */
export const RUNNING_STATUSES = ['new', 'assigned', 'in_progress', 'reopened'] as const;

export interface SlaCheckResult {
  atRisk: number;
  breached: number;
  escalated: number;
}

type SlaEvent = 'at_risk' | 'response_breached' | 'resolution_breached' | 'escalated';

function needsAttention(now: Date) {
  const breached = or(
    isNotNull(tickets.responseBreachedAt),
    isNotNull(tickets.resolutionBreachedAt),
  );
  const escalates = exists(
    sql`(select 1 from ${slaPolicies} where ${slaPolicies.id} = ${tickets.slaPolicyId} and ${slaPolicies.escalationRoleId} is not null)`,
  );
  return or(
    and(lte(tickets.resolutionRiskAt, now), isNull(tickets.atRiskNotifiedAt)),
    and(
      lt(tickets.responseDueAt, now),
      isNull(tickets.respondedAt),
      isNull(tickets.responseBreachedAt),
    ),
    and(lt(tickets.resolutionDueAt, now), isNull(tickets.resolutionBreachedAt)),
    and(isNull(tickets.escalatedAt), breached, escalates),
  );
}

/** Sets `column` to now on the ticket if still empty (and `extra` holds); true when it did. */
async function claim(
  executor: Executor,
  ticket: Ticket,
  column: 'atRiskNotifiedAt' | 'responseBreachedAt' | 'resolutionBreachedAt' | 'escalatedAt',
  now: Date,
  extra?: ReturnType<typeof and>,
): Promise<boolean> {
  const rows = await executor
    .update(tickets)
    .set({ [column]: now })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets[column]), extra))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

/** The marks this pass records for one ticket, claimed in order. */
async function claimEvents(executor: Executor, ticket: Ticket, now: Date): Promise<SlaEvent[]> {
  const events: SlaEvent[] = [];
  if (ticket.resolutionDueAt && ticket.resolutionDueAt < now) {
    if (await claim(executor, ticket, 'resolutionBreachedAt', now)) {
      events.push('resolution_breached');
    }
  }
  if (ticket.responseDueAt && ticket.responseDueAt < now && !ticket.respondedAt) {
    if (await claim(executor, ticket, 'responseBreachedAt', now, isNull(tickets.respondedAt))) {
      events.push('response_breached');
    }
  }
  if (ticket.resolutionRiskAt && ticket.resolutionRiskAt <= now) {
    // Past the deadline already, the breach says it all: the at-risk mark is set silently.
    const claimed = await claim(executor, ticket, 'atRiskNotifiedAt', now);
    if (claimed && !events.includes('resolution_breached')) events.push('at_risk');
  }
  return events;
}

async function escalationRoleOf(executor: Executor, ticket: Ticket) {
  if (!ticket.slaPolicyId) return null;
  const [row] = await executor
    .select({ id: roles.id, name: roles.name })
    .from(slaPolicies)
    .innerJoin(roles, eq(roles.id, slaPolicies.escalationRoleId))
    .where(
      forOrganisation(executor, ticket.organisationId).where(
        slaPolicies,
        eq(slaPolicies.id, ticket.slaPolicyId),
      ),
    );
  return row ?? null;
}

type Members = Awaited<ReturnType<typeof membersOf>>;

async function handleTicket(
  executor: Executor,
  ticket: Ticket,
  now: Date,
  members: Members,
): Promise<SlaEvent[]> {
  const events = await claimEvents(executor, ticket, now);
  const breached =
    events.some((event) => event.endsWith('_breached')) ||
    Boolean(ticket.responseBreachedAt || ticket.resolutionBreachedAt);
  const role = breached && !ticket.escalatedAt ? await escalationRoleOf(executor, ticket) : null;
  if (role && (await claim(executor, ticket, 'escalatedAt', now))) events.push('escalated');
  if (events.length === 0) return events;

  const base = { organisationId: ticket.organisationId, ticketId: ticket.id, actorUserId: null };
  for (const event of events) {
    await recordActivity(executor, {
      ...base,
      type: 'sla',
      data: event === 'escalated' && role ? { event, role: role.name } : { event },
      at: now,
    });
  }
  const data = { number: ticket.number, title: ticket.title };
  const people = [...(await workersOf(executor, ticket)), ...managersAmong(members, ticket)];
  const breach = events.find((event) => event.endsWith('_breached'));
  if (breach) {
    const deadline = breach === 'resolution_breached' ? 'resolution' : 'response';
    await notify(executor, {
      ...base,
      userIds: people,
      type: 'sla_breached',
      data: { ...data, deadline },
      email: true,
    });
  } else if (events.includes('at_risk')) {
    await notify(executor, { ...base, userIds: people, type: 'sla_at_risk', data, email: true });
  }
  if (role && events.includes('escalated')) {
    await notify(executor, {
      ...base,
      userIds: await roleHolders(executor, ticket.organisationId, role.id),
      type: 'sla_escalated',
      data: { ...data, role: role.name },
      email: true,
    });
  }
  return events;
}

/** One pass at `now`; due tickets are read in batches of `batchSize`, each handled in a transaction. */
export async function runSlaCheck(
  db: Database,
  now: Date = new Date(),
  batchSize = 100,
): Promise<SlaCheckResult> {
  const result: SlaCheckResult = { atRisk: 0, breached: 0, escalated: 0 };
  const membersByOrg = new Map<string, Members>();
  const due = and(
    inArray(tickets.status, [...RUNNING_STATUSES]),
    isNull(tickets.slaPausedAt),
    needsAttention(now),
  );
  // The candidates first, without an order: the database reads its index of open tickets.
  // Ordered by id with a limit, it would walk every ticket's id looking for the few due.
  const ids = (await db.select({ id: tickets.id }).from(tickets).where(due))
    .map((row) => row.id)
    .sort();
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch: Ticket[] = await db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.id, ids.slice(start, start + batchSize)), due))
      .orderBy(asc(tickets.id));
    for (const ticket of batch) {
      let members = membersByOrg.get(ticket.organisationId);
      if (!members) {
        members = await membersOf(db, ticket.organisationId);
        membersByOrg.set(ticket.organisationId, members);
      }
      const known = members;
      const events = await db.transaction((tx) => handleTicket(tx, ticket, now, known));
      result.atRisk += events.filter((event) => event === 'at_risk').length;
      result.breached += events.filter((event) => event.endsWith('_breached')).length;
      result.escalated += events.filter((event) => event === 'escalated').length;
    }
  }
  await settleNotificationMail();
  return result;
}
