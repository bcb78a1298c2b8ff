/**
 * One task of the demo's PPM history: how it went (done on time, late within the grace or
 * beyond, missed when the next one came, cancelled, or the latest still in hand), its columns,
 * and the moves its timeline shows.
 */
import type { TTicketStatus } from '@mainstay/contracts';
import type { NewTicket } from '../db/schema/index.ts';
import { dueAtOf, localDayOf } from '../modules/ppm/index.ts';
import type { DemoSchedule } from './demo-ppm.data.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Outcome = 'on_time' | 'late' | 'very_late' | 'missed' | 'cancelled' | 'open' | 'started';

function outcomeOf(random: () => number, latest: boolean): Outcome {
  const roll = random();
  if (latest && roll < 0.45) return roll < 0.2 ? 'started' : 'open';
  if (roll < 0.8) return 'on_time';
  if (roll < 0.89) return 'late';
  if (roll < 0.93) return 'very_late';
  if (roll < 0.98) return 'missed';
  return 'cancelled';
}

export interface Task {
  /** The ledger row it belongs to: `schedule:occurrence date`. */
  key: string;
  values: NewTicket;
  moves: { to: TTicketStatus; at: Date; reason: string | null; cause?: string }[];
}

export interface TaskInput {
  key: string;
  organisationId: string;
  scheduleId: string;
  buildingId: string;
  asset: { id: string; locationId: string | null } | null;
  categoryId: string | null;
  teamId: string | null;
  contractorId: string | null;
  due: number;
  nextDue: number | null;
  grace: number;
  lead: number;
  timezone: string;
  latest: boolean;
  now: Date;
  workerId: string;
}

/** One task of the history, with the moves its timeline shows. */
export function taskOf(demo: DemoSchedule, random: () => number, input: TaskInput): Task {
  const dueAt = dueAtOf(input.due, input.timezone);
  const createdAt = new Date(dueAt.getTime() - input.lead * DAY);
  const assigned = Boolean(input.teamId || input.contractorId);
  let outcome = outcomeOf(random, input.latest);
  // Only the latest task can still be open once the next one is due.
  if (input.nextDue !== null && (outcome === 'open' || outcome === 'started')) outcome = 'on_time';
  const dayStart = (day: number) => new Date(dueAtOf(day, input.timezone).getTime() - DAY + 1000);
  const during = (day: number) =>
    new Date(dayStart(day).getTime() + (9 + Math.floor(random() * 7)) * HOUR);
  const finishDay =
    outcome === 'on_time'
      ? input.due - Math.floor(random() * Math.min(3, input.lead + 1))
      : outcome === 'late'
        ? input.due + 1 + Math.floor(random() * Math.max(1, input.grace))
        : input.due + input.grace + 1 + Math.floor(random() * 5);
  const completedAt = new Date(
    Math.min(
      during(Math.max(finishDay, localDayOf(createdAt, input.timezone))).getTime(),
      input.now.getTime() - HOUR,
    ),
  );
  const startedAt = new Date(completedAt.getTime() - demo.estimatedMinutes * 60_000);
  const moves: Task['moves'] = [];
  const values: NewTicket = {
    organisationId: input.organisationId,
    kind: 'ppm',
    seq: 0,
    number: '',
    title: demo.title,
    description: demo.instructions,
    buildingId: input.buildingId,
    locationId: input.asset?.locationId ?? null,
    assetId: input.asset?.id ?? null,
    categoryId: input.categoryId,
    priority: demo.priority,
    status: assigned ? 'assigned' : 'scheduled',
    teamId: input.teamId,
    contractorId: input.contractorId,
    dueAt,
    complianceDueAt: dueAtOf(input.due + input.grace, input.timezone),
    ppmScheduleId: input.scheduleId,
    createdAt,
    updatedAt: createdAt,
  };
  const key = input.key;
  if (outcome === 'open') return { key, values, moves };
  if (outcome === 'missed' || outcome === 'cancelled') {
    const at =
      outcome === 'missed' && input.nextDue !== null
        ? dayStart(input.nextDue)
        : during(input.due - 1);
    const status = outcome === 'missed' ? 'missed' : 'cancelled';
    const reason = outcome === 'cancelled' ? 'Plant shut down for refurbishment this period' : null;
    moves.push({
      to: status,
      at,
      reason,
      ...(outcome === 'missed' ? { cause: 'next_occurrence' } : {}),
    });
    return {
      key,
      values: {
        ...values,
        status,
        ...(status === 'missed' ? { missedAt: at } : { cancelledAt: at, cancelReason: reason }),
        updatedAt: at,
      },
      moves,
    };
  }
  moves.push({ to: 'in_progress', at: startedAt, reason: null });
  if (outcome === 'started') {
    return {
      key,
      values: { ...values, status: 'in_progress', startedAt, visitCount: 1, updatedAt: startedAt },
      moves,
    };
  }
  moves.push({ to: 'completed', at: completedAt, reason: null });
  const closedAt = new Date(completedAt.getTime() + 2 * DAY);
  const closed = closedAt < input.now;
  if (closed) moves.push({ to: 'closed', at: closedAt, reason: null });
  return {
    key,
    values: {
      ...values,
      status: closed ? 'closed' : 'completed',
      startedAt,
      visitCount: 1,
      completedAt,
      completedByUserId: input.workerId,
      completionNotes: 'Done to the checklist; nothing further found.',
      closedAt: closed ? closedAt : null,
      respondedAt: startedAt,
      updatedAt: closed ? closedAt : completedAt,
    },
    moves,
  };
}
