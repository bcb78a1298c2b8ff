/**
 * A year of finished work for the demo organisation, generated (demo-history.data.ts), so every
 * dashboard figure and trend has something to show on first start: completed and closed tickets
 * of both kinds across the four buildings, with seasonal heating and cooling faults, SLA deadlines
 * from the organisation's policies (mostly met, some breached), business resolution and response
 * times, second visits, a few reopens and feedback on about a third. A fixed-seed generator makes
 * every installation's history the same; rows go in with a few multi-row inserts.
 */
import type { TTicketKind, TTicketPriority } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  slaPolicies,
  ticketActivity,
  ticketAssignees,
  tickets,
  type NewTicket,
} from '../db/schema/index.ts';
import { addBusinessSeconds, loadCalendar, netBusinessSeconds } from '../modules/sla/index.ts';
import { ticketNumber } from '../modules/tickets/index.ts';
import type { DemoPlacesContext } from './demo-context.ts';
import {
  FEEDBACK_COMMENTS,
  HISTORY_BUILDINGS,
  HISTORY_CATEGORIES,
  PRIORITY_SHARES,
} from './demo-history.data.ts';

const DAY = 86_400_000;
/** The history ends where the hand-written month of tickets begins. */
const HISTORY_END_DAYS = 35;
const CHUNK = 400;

/** mulberry32: a small deterministic generator (the same history everywhere). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Refs {
  categories: { id: string; kind: TTicketKind; key: string | null }[];
  teams: { id: string; name: string }[];
  contractors: { id: string; name: string }[];
}

interface Generated {
  values: NewTicket;
  assignee: string;
  /** First completion and reopen, for a reopened ticket's timeline. */
  reopen?: [Date, Date];
}

/** Seeds the history; the numbers it used per kind (the recent tickets follow on). */
export async function seedDemoHistory(
  tx: Executor,
  { organisationId, userIds, buildingIds }: DemoPlacesContext,
  refs: Refs,
  now: number,
): Promise<Record<TTicketKind, number>> {
  const random = generator(20_260_101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { calendar } = await loadCalendar(tx, organisationId, new Date(now));
  const policies = await tx
    .select()
    .from(slaPolicies)
    .where(and(eq(slaPolicies.organisationId, organisationId), eq(slaPolicies.active, true)));
  const policyFor = (priority: TTicketPriority) =>
    policies.find((row) => row.priority === priority && !row.buildingId && !row.categoryId);
  const priorityOf = () => {
    let draw = random();
    for (const [priority, share] of PRIORITY_SHARES) if ((draw -= share) < 0) return priority;
    return 'medium';
  };

  const generated: Generated[] = [];
  const seq: Record<TTicketKind, number> = { reactive: 0, general: 0 };
  for (let day = 365 + HISTORY_END_DAYS; day > HISTORY_END_DAYS; day -= 1) {
    const date = new Date(now - day * DAY);
    if (date.getUTCDay() === 0) continue;
    for (const category of HISTORY_CATEGORIES) {
      // The month's tickets spread over its working days (about 26 a month).
      const expected = (category.perMonth[date.getUTCMonth()] ?? 0) / 26;
      const count = Math.floor(expected + random());
      const categoryId = refs.categories.find(
        (row) => row.kind === category.kind && row.key === category.key,
      )?.id;
      for (let index = 0; index < count; index += 1) {
        const createdAt = new Date(
          date.getTime() - (date.getTime() % DAY) + (7 + random() * 10) * 3_600_000,
        );
        const priority = priorityOf();
        const policy = policyFor(priority);
        const contractor =
          category.contractor && random() < 0.3
            ? refs.contractors.find((row) => row.name === category.contractor)
            : undefined;
        const team = contractor ? undefined : refs.teams.find((row) => row.name === category.team);
        const assignee = contractor
          ? userIds.contractor
          : team
            ? userIds.technician
            : userIds.facilities_manager;
        // Mostly well within the targets; one in eight late.
        const share = () => (random() < 0.88 ? 0.15 + random() * 0.75 : 1.05 + random() * 1.5);
        const responseSeconds = (policy?.responseMinutes ?? 240) * 60 * share();
        const resolutionSeconds = (policy?.resolutionMinutes ?? 2880) * 60 * share();
        const respondedAt = addBusinessSeconds(createdAt, responseSeconds, calendar);
        const completedAt = addBusinessSeconds(
          createdAt,
          Math.max(resolutionSeconds, responseSeconds + 1800),
          calendar,
        );
        const responseDueAt = policy
          ? addBusinessSeconds(createdAt, policy.responseMinutes * 60, calendar)
          : null;
        const resolutionDueAt = policy
          ? addBusinessSeconds(createdAt, policy.resolutionMinutes * 60, calendar)
          : null;
        const reopened = random() < 0.04;
        const span = completedAt.getTime() - createdAt.getTime();
        const closed = random() < 0.7;
        const rated = random() < 0.34;
        const [rating, comment] = rated ? pick(FEEDBACK_COMMENTS) : [null, null];
        generated.push({
          assignee,
          ...(reopened
            ? {
                reopen: [
                  new Date(createdAt.getTime() + span * 0.5),
                  new Date(createdAt.getTime() + span * 0.6),
                ] as [Date, Date],
              }
            : {}),
          values: {
            organisationId,
            kind: category.kind,
            seq: 0,
            number: '',
            title: pick(category.titles),
            buildingId: buildingIds[pick(HISTORY_BUILDINGS)]!,
            categoryId: categoryId ?? null,
            priority,
            status: closed ? 'closed' : 'completed',
            reporterUserId: userIds.reporter,
            teamId: team?.id ?? null,
            contractorId: contractor?.id ?? null,
            slaPolicyId: policy?.id ?? null,
            responseDueAt,
            resolutionDueAt,
            respondedAt,
            responseBreachedAt: responseDueAt && respondedAt > responseDueAt ? responseDueAt : null,
            resolutionBreachedAt:
              resolutionDueAt && completedAt > resolutionDueAt ? resolutionDueAt : null,
            startedAt: respondedAt,
            visitCount: (random() < 0.14 ? 2 : 1) + (reopened ? 1 : 0),
            reopenCount: reopened ? 1 : 0,
            completedAt,
            closedAt: closed ? new Date(completedAt.getTime() + 2 * DAY) : null,
            completedByUserId: assignee,
            resolutionBusinessSeconds: netBusinessSeconds(createdAt, completedAt, [], calendar),
            responseBusinessSeconds: netBusinessSeconds(createdAt, respondedAt, [], calendar),
            feedbackRating: rating,
            feedbackComment: comment,
            feedbackAt: rated ? new Date(completedAt.getTime() + DAY) : null,
            createdByUserId: userIds.reporter,
            createdAt,
            updatedAt: completedAt,
          },
        });
      }
    }
  }
  // Numbered in creation order, as tickets made one by one would be.
  generated.sort((a, b) => a.values.createdAt!.getTime() - b.values.createdAt!.getTime());
  for (const { values } of generated) {
    seq[values.kind] += 1;
    values.seq = seq[values.kind];
    values.number = ticketNumber(values.kind, values.seq);
  }
  await insertHistory(tx, organisationId, generated);
  return seq;
}

/** The tickets in chunks, then their assignees and the reopened tickets' timeline entries. */
async function insertHistory(tx: Executor, organisationId: string, generated: Generated[]) {
  for (let start = 0; start < generated.length; start += CHUNK) {
    const chunk = generated.slice(start, start + CHUNK);
    const rows = await tx
      .insert(tickets)
      .values(chunk.map((entry) => entry.values))
      .returning({ id: tickets.id });
    await tx.insert(ticketAssignees).values(
      chunk.map((entry, index) => ({
        organisationId,
        ticketId: rows[index]!.id,
        userId: entry.assignee,
        ticketOpen: false,
      })),
    );
    const moves = chunk.flatMap((entry, index) => {
      const { values } = entry;
      const steps: [string, string, Date][] = [
        ['new', 'assigned', new Date(values.createdAt!.getTime() + 600_000)],
        ['assigned', 'in_progress', values.respondedAt!],
        ...(entry.reopen
          ? ([
              ['in_progress', 'completed', entry.reopen[0]],
              ['completed', 'reopened', entry.reopen[1]],
              ['reopened', 'in_progress', entry.reopen[1]],
            ] as [string, string, Date][])
          : []),
        ['in_progress', 'completed', values.completedAt!],
        ...(values.closedAt
          ? ([['completed', 'closed', values.closedAt]] as [string, string, Date][])
          : []),
      ];
      return steps.map(([from, to, at]) => ({
        organisationId,
        ticketId: rows[index]!.id,
        type: 'status' as const,
        actorUserId: entry.assignee,
        visibility: (to === 'completed' || to === 'reopened' ? 'public' : 'internal') as
          'public' | 'internal',
        data: { from, to, reason: null },
        createdAt: at,
      }));
    });
    for (let first = 0; first < moves.length; first += 1000) {
      await tx.insert(ticketActivity).values(moves.slice(first, first + 1000));
    }
  }
}
