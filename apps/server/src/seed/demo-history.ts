/**
 * A year of work for the demo organisation up to today, generated (demo-history.data.ts), so every
 * dashboard figure and trend has something to show on first start: completed and closed tickets
 * of both kinds across the four buildings, with seasonal heating and cooling faults, SLA deadlines
 * from the organisation's policies (mostly met, some breached), business resolution and response
 * times, second visits, a few reopens and feedback on about a third. In the last month it runs
 * alongside the hand-written tickets (thinned by about their number, so the month's volume stays
 * like the others); work that would finish after now is finished sooner, except for the last
 * two days' few still in hand. Every ticket, generated or hand-written, is numbered in creation
 * order. Reactive faults are on the buildings' equipment and finished work has its time logged
 * (demo-history-work.ts). A fixed-seed generator makes every installation's history the same;
 * rows go in with a few multi-row inserts.
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
  assetOfFault,
  insertTimeLogs,
  timeLogOf,
  type HistoryAsset,
  type HistoryTimeLog,
} from './demo-history-work.ts';
import {
  FEEDBACK_COMMENTS,
  HISTORY_BUILDINGS,
  HISTORY_CATEGORIES,
  PRIORITY_SHARES,
} from './demo-history.data.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const HISTORY_DAYS = 400;
/** The days the hand-written tickets cover, where fewer tickets are generated. */
const RECENT_DAYS = 30;
/** Work created this recently may still be in hand; older work is finished by now. */
const IN_HAND_MS = 2 * DAY;
const CHUNK = 400;

/**
 * The share of a month's tickets that comes in on this day: its weekdays (about 21.7) at one
 * each, Saturdays (about 4.3, the distribution centre and weekend cover) at a third, none on
 * Sundays; 23.1 working-day equivalents a month.
 */
function dayShare(date: Date): number {
  const weekday = date.getUTCDay();
  return weekday === 0 ? 0 : (weekday === 6 ? 1 / 3 : 1) / 23.1;
}

/** mulberry32: a small deterministic generator (the same history everywhere). */
export function generator(seed: number): () => number {
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
  contractors: { id: string; name: string; rate: number | null }[];
  assets: HistoryAsset[];
}

/** A hand-written ticket, numbered among the generated ones by its creation time. */
export interface HandWrittenSlot {
  kind: TTicketKind;
  createdAt: Date;
  finished: boolean;
}

interface Generated {
  values: NewTicket;
  assignee: string;
  /** First completion and reopen, for a reopened ticket's timeline. */
  reopen?: [Date, Date];
  timeLog?: HistoryTimeLog;
}

/** Seeds the history; returns the number (seq) of each hand-written ticket, in the given order. */
export async function seedDemoHistory(
  tx: Executor,
  { organisationId, userIds, buildingIds }: DemoPlacesContext,
  refs: Refs,
  now: number,
  handWritten: readonly HandWrittenSlot[],
): Promise<number[]> {
  const random = generator(20_260_101);
  // The work on the tickets draws from its own sequence, so the tickets stay as they were.
  const workRandom = generator(20_260_102);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const { calendar, settings } = await loadCalendar(tx, organisationId, new Date(now));
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

  const expectedOn = (date: Date) =>
    HISTORY_CATEGORIES.reduce((sum, row) => sum + (row.perMonth[date.getUTCMonth()] ?? 0), 0) *
    dayShare(date);
  let expectedRecent = 0;
  for (let day = RECENT_DAYS; day > 0; day -= 1)
    expectedRecent += expectedOn(new Date(now - day * DAY));
  // The hand-written month adds its tickets, mostly still open: leave out about as many as it
  // creates and finishes on average, so created and completed both stay near a usual month.
  const overlap = (handWritten.length + handWritten.filter((row) => row.finished).length) / 2;
  const leaveOut = Math.min(0.6, overlap / Math.max(1, expectedRecent));

  const generated: Generated[] = [];
  for (let day = HISTORY_DAYS; day >= 0; day -= 1) {
    const date = new Date(now - day * DAY);
    if (dayShare(date) === 0) continue;
    for (const category of HISTORY_CATEGORIES) {
      const expected = (category.perMonth[date.getUTCMonth()] ?? 0) * dayShare(date);
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
        let respondedAt = addBusinessSeconds(createdAt, responseSeconds, calendar);
        let completedAt: Date | null = addBusinessSeconds(
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
        let reopened = random() < 0.04;
        let closed = random() < 0.7;
        let rated = random() < 0.34;
        const [rating, comment] = rated ? pick(FEEDBACK_COMMENTS) : [null, null];
        const title = pick(category.titles);
        const building = pick(HISTORY_BUILDINGS);
        const secondVisit = random() < 0.14;
        if (day <= RECENT_DAYS && random() < leaveOut) continue;
        if (createdAt.getTime() > now - HOUR) continue;
        if (completedAt.getTime() > now - HOUR) {
          const age = now - createdAt.getTime();
          if (age < IN_HAND_MS) {
            // Still in hand: started if it has been answered.
            completedAt = null;
            reopened = false;
          } else {
            // Finished by now: the same steps, sooner.
            const factor =
              ((now - HOUR - createdAt.getTime()) / (completedAt.getTime() - createdAt.getTime())) *
              (0.5 + 0.5 * random());
            const sooner = (at: Date) =>
              new Date(createdAt.getTime() + (at.getTime() - createdAt.getTime()) * factor);
            respondedAt = sooner(respondedAt);
            completedAt = sooner(completedAt);
          }
        }
        const responded = respondedAt.getTime() <= now;
        closed &&= completedAt !== null && completedAt.getTime() + 2 * DAY < now;
        rated &&= completedAt !== null && completedAt.getTime() + DAY < now;
        const open = completedAt === null;
        const span = (completedAt?.getTime() ?? now) - createdAt.getTime();
        const riskAt =
          open && policy
            ? addBusinessSeconds(
                createdAt,
                (policy.resolutionMinutes * 60 * settings.atRiskPercent) / 100,
                calendar,
              )
            : null;
        const passed = (at: Date | null) => (at && at.getTime() < now ? at : null);
        const buildingId = buildingIds[building]!;
        const asset = assetOfFault(
          workRandom,
          { kind: category.kind, categoryKey: category.key, buildingId, createdAt },
          refs.assets,
        );
        const timeLog = completedAt
          ? timeLogOf(
              workRandom,
              { kind: category.kind, startedAt: respondedAt, completedAt, secondVisit },
              contractor?.rate ?? null,
            )
          : undefined;
        generated.push({
          assignee,
          ...(timeLog ? { timeLog } : {}),
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
            title,
            buildingId,
            locationId: asset?.locationId ?? null,
            assetId: asset?.id ?? null,
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
              resolutionDueAt && completedAt && completedAt > resolutionDueAt
                ? resolutionDueAt
                : null,
            startedAt: respondedAt,
            visitCount: (secondVisit ? 2 : 1) + (reopened ? 1 : 0),
            reopenCount: reopened ? 1 : 0,
            completedAt,
            closedAt: closed && completedAt ? new Date(completedAt.getTime() + 2 * DAY) : null,
            completedByUserId: completedAt ? assignee : null,
            resolutionBusinessSeconds: completedAt
              ? netBusinessSeconds(createdAt, completedAt, [], calendar)
              : null,
            labourCostCents: timeLog?.costCents ?? 0,
            responseBusinessSeconds: netBusinessSeconds(createdAt, respondedAt, [], calendar),
            feedbackRating: rated ? rating : null,
            feedbackComment: rated ? comment : null,
            feedbackAt: rated && completedAt ? new Date(completedAt.getTime() + DAY) : null,
            createdByUserId: userIds.reporter,
            createdAt,
            updatedAt: completedAt ?? createdAt,
            ...(open
              ? {
                  status: responded ? 'in_progress' : 'assigned',
                  respondedAt: responded ? respondedAt : null,
                  startedAt: responded ? respondedAt : null,
                  resolutionRiskAt: riskAt,
                  atRiskNotifiedAt: passed(riskAt),
                  responseBreachedAt:
                    responseDueAt && (responded ? respondedAt : new Date(now)) > responseDueAt
                      ? responseDueAt
                      : null,
                  resolutionBreachedAt: passed(resolutionDueAt),
                  visitCount: responded ? 1 : 0,
                  responseBusinessSeconds: responded
                    ? netBusinessSeconds(createdAt, respondedAt, [], calendar)
                    : null,
                  updatedAt: responded ? respondedAt : createdAt,
                }
              : {}),
          },
        });
      }
    }
  }
  // Numbered in creation order with the hand-written tickets, as tickets made one by one would be.
  const handSeq: number[] = [];
  const ordered = [
    ...generated.map((entry) => ({ kind: entry.values.kind, at: entry.values.createdAt!, entry })),
    ...handWritten.map((slot, index) => ({ kind: slot.kind, at: slot.createdAt, index })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const seq: Record<TTicketKind, number> = { reactive: 0, general: 0, ppm: 0 };
  for (const item of ordered) {
    seq[item.kind] += 1;
    if ('index' in item) handSeq[item.index] = seq[item.kind];
    else {
      item.entry.values.seq = seq[item.kind];
      item.entry.values.number = ticketNumber(item.kind, seq[item.kind]);
    }
  }
  await insertHistory(tx, organisationId, generated);
  return handSeq;
}

/**
 * The tickets in chunks, then their assignees (assigned ten minutes after creation, as the
 * timeline says), the reopened tickets' timeline entries and the time logged.
 */
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
        ticketOpen: !entry.values.completedAt,
        createdAt: new Date(entry.values.createdAt!.getTime() + 600_000),
      })),
    );
    await insertTimeLogs(
      tx,
      organisationId,
      chunk.flatMap((entry, index) =>
        entry.timeLog
          ? [{ ticketId: rows[index]!.id, userId: entry.assignee, log: entry.timeLog }]
          : [],
      ),
    );
    const moves = chunk.flatMap((entry, index) => {
      const { values } = entry;
      const steps: [string, string, Date][] = [
        ['new', 'assigned', new Date(values.createdAt!.getTime() + 600_000)],
        ...(values.respondedAt
          ? ([['assigned', 'in_progress', values.respondedAt]] as [string, string, Date][])
          : []),
        ...(entry.reopen
          ? ([
              ['in_progress', 'completed', entry.reopen[0]],
              ['completed', 'reopened', entry.reopen[1]],
              ['reopened', 'in_progress', entry.reopen[1]],
            ] as [string, string, Date][])
          : []),
        ...(values.completedAt
          ? ([['in_progress', 'completed', values.completedAt]] as [string, string, Date][])
          : []),
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
