/**
 * Generation: each active schedule's occurrences up to its lead time ahead, each written to the
 * ledger before its tasks are made. The ledger row is inserted ON CONFLICT DO NOTHING, and tasks
 * are made only for a row this run inserted, in the same transaction: a re-run, a restart or a
 * second server instance finds the row and makes nothing, and a crash leaves neither. Occurrences
 * from where the schedule was last planned are all reached, so days the server was down are
 * caught up, never dropped. A schedule whose every asset is retired pauses itself with that
 * reason (shown on the schedule), never silently. A schedule with a checklist starts its pinned
 * version on each task it makes.
 */
import { graceDaysOf, type TPpmSkipReason } from '@mainstay/contracts';
import { and, eq, inArray, isNull, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  assets,
  OPEN_STATUS_LIST,
  ppmOccurrences,
  ppmScheduleAssets,
  ppmSchedules,
  tickets,
  type PpmSchedule,
  users,
} from '../../db/schema/index.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import { markSupersededTasks } from './ppm-missed.ts';
import { loadCalendar } from '../sla/index.ts';
import { openTaskChecklist } from '../forms/index.ts';
import { openPpmTask, type TicketsDeps } from '../tickets/index.ts';
import { dayNumber, dueAtOf, isoDateOf, localDayOf } from './recurrence/local-date.ts';
import { dayCalendarOf, type DayCalendar, type PlannedOccurrence } from './recurrence/plan.ts';
import { intervalOf, leadDaysOf, planSchedule, type FloatingState } from './schedule-plan.ts';

export type GenerateDeps = Pick<TicketsDeps, 'db' | 'hooks'>;

export interface GenerateResult {
  schedules: number;
  generated: number;
  skipped: number;
  tasks: number;
  /** Tasks marked missed because the next one of their schedule came due. */
  missed: number;
}

/** The assets a task is made for: one task per asset, or one task (null: on the place). */
async function targetsOf(tx: Executor, schedule: PpmSchedule): Promise<(string | null)[] | 'none'> {
  const tenant = forOrganisation(tx, schedule.organisationId);
  const live = and(ne(assets.status, 'retired'), isNull(assets.archivedAt));
  let ids: string[];
  if (schedule.scope === 'assets') {
    const rows = await tx
      .select({ id: assets.id })
      .from(ppmScheduleAssets)
      .innerJoin(assets, eq(assets.id, ppmScheduleAssets.assetId))
      .where(
        tenant.where(ppmScheduleAssets, and(eq(ppmScheduleAssets.scheduleId, schedule.id), live)),
      )
      .orderBy(assets.code);
    if (rows.length === 0) return 'none';
    ids = rows.map((row) => row.id);
  } else {
    if (!schedule.taskPerAsset) return [null];
    const place =
      schedule.scope === 'location'
        ? eq(assets.locationId, schedule.locationId ?? '')
        : schedule.scope === 'asset_category'
          ? eq(assets.categoryId, schedule.assetCategoryId ?? '')
          : undefined;
    const rows = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(tenant.where(assets, and(eq(assets.buildingId, schedule.buildingId), place, live)))
      .orderBy(assets.code);
    ids = rows.map((row) => row.id);
    if (ids.length === 0) return schedule.scope === 'asset_category' ? 'none' : [null];
  }
  return schedule.taskPerAsset ? ids : [ids.length === 1 ? (ids[0] ?? null) : null];
}

/** The people among `ids` still active (one who left is not assigned new work). */
async function activeAmong(tx: Executor, organisationId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      forOrganisation(tx, organisationId).where(
        users,
        and(inArray(users.id, ids), eq(users.status, 'active')),
      ),
    );
  const active = new Set(rows.map((row) => row.id));
  return ids.filter((id) => active.has(id));
}

/** The schedule's open tasks and when its last task was done, for floating triggers. */
export async function taskState(tx: Executor, schedule: PpmSchedule, timezone: string) {
  const tenant = forOrganisation(tx, schedule.organisationId);
  const open = await tx
    .select()
    .from(tickets)
    .where(
      tenant.where(
        tickets,
        and(
          eq(tickets.ppmScheduleId, schedule.id),
          sql`${tickets.status} in (${OPEN_STATUS_LIST})`,
        ),
      ),
    );
  const [done] = await tx
    .select({
      at: max(
        sql<Date>`coalesce(${tickets.completedAt}, ${tickets.missedAt}, ${tickets.cancelledAt})`,
      ),
    })
    .from(tickets)
    .where(tenant.where(tickets, eq(tickets.ppmScheduleId, schedule.id)));
  const [reached] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(ppmOccurrences)
    .where(tenant.where(ppmOccurrences, eq(ppmOccurrences.scheduleId, schedule.id)));
  const lastAt = done?.at ? new Date(done.at) : null;
  const floating: FloatingState = {
    lastDone: lastAt ? isoDateOf(localDayOf(lastAt, timezone)) : null,
    open: open.length > 0,
    reached: reached?.value ?? 0,
  };
  return { open, floating };
}

interface Planned {
  occurrence: PlannedOccurrence;
  skip: TPpmSkipReason | null;
}

/** Writes one occurrence to the ledger; null when another run already has. */
async function claim(tx: Executor, schedule: PpmSchedule, { occurrence, skip }: Planned) {
  const [row] = await tx
    .insert(ppmOccurrences)
    .values({
      organisationId: schedule.organisationId,
      scheduleId: schedule.id,
      occurrenceDate: occurrence.nominal,
      occurrenceIndex: occurrence.index,
      dueDate: skip ? null : occurrence.date,
      status: skip ? 'skipped' : 'generated',
      skipReason: skip,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

async function makeTasks(
  tx: Executor,
  deps: GenerateDeps,
  schedule: PpmSchedule,
  occurrenceId: string,
  dueDate: string,
  targets: (string | null)[],
  context: { timezone: string; graceDays: number; assigneeIds: string[]; now: Date },
): Promise<number> {
  const due = dayNumber(dueDate);
  for (const assetId of targets) {
    const task = await openPpmTask(
      tx,
      deps,
      {
        organisationId: schedule.organisationId,
        scheduleId: schedule.id,
        occurrenceId,
        scheduleTitle: schedule.title,
        title: schedule.title,
        description: schedule.instructions,
        priority: schedule.priority,
        categoryId: schedule.categoryId,
        buildingId: schedule.buildingId,
        locationId: schedule.locationId,
        assetId,
        assignment: {
          assigneeIds: context.assigneeIds,
          teamId: schedule.teamId,
          contractorId: schedule.contractorId,
        },
        dueAt: dueAtOf(due, context.timezone),
        complianceDueAt: dueAtOf(due + context.graceDays, context.timezone),
      },
      context.now,
    );
    if (schedule.templateId && schedule.templateVersionId) {
      await openTaskChecklist(tx, {
        organisationId: schedule.organisationId,
        ticketId: task.id,
        templateId: schedule.templateId,
        templateVersionId: schedule.templateVersionId,
        assetId: task.assetId,
        locationId: task.locationId,
        buildingId: task.buildingId,
      });
    }
  }
  return targets.length;
}

/** How far ahead the next occurrence is looked for (a yearly rule's next always falls inside). */
const LOOK_AHEAD_DAYS = 400;
const NOT_FLOATING: FloatingState = { lastDone: null, open: false, reached: 0 };

/**
 * The day a calendar schedule planned through `through` must be planned again: its next
 * occurrence (by the earlier of its rule's date and its moved date) less the lead time. Days
 * before it hold no occurrence, so a daily job touches only the schedules with something to make
 * (a weekly one once a week, a yearly one once a year). None within the look-ahead (an ended
 * rule, every few years): looked at again when the look-ahead's end comes within the lead time.
 */
function nextVisit(rule: PpmSchedule['rule'], days: DayCalendar, through: number): number {
  const ahead = planSchedule(
    rule,
    days,
    isoDateOf(through + 1),
    isoDateOf(through + LOOK_AHEAD_DAYS),
    NOT_FLOATING,
  );
  const next = ahead[0];
  const at = next
    ? Math.min(dayNumber(next.nominal), next.date ? dayNumber(next.date) : Infinity)
    : through + LOOK_AHEAD_DAYS;
  return at - leadDaysOf(rule);
}

type CalendarCache = Map<string, Awaited<ReturnType<typeof loadCalendar>>>;

/** The organisation's working calendar and settings, read once per pass. */
async function calendarOf(tx: Executor, organisationId: string, now: Date, cache: CalendarCache) {
  const cached = cache.get(organisationId);
  if (cached) return cached;
  const loaded = await loadCalendar(tx, organisationId, now);
  cache.set(organisationId, loaded);
  return loaded;
}

/** One schedule's pass, in its own transaction (the row locked; busy ones are left to others). */
async function generateSchedule(
  deps: GenerateDeps,
  scheduleId: string,
  organisationId: string,
  now: Date,
  result: GenerateResult,
  calendars: CalendarCache,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const tenant = forOrganisation(tx, organisationId);
    const [schedule] = await tx
      .select()
      .from(ppmSchedules)
      .where(
        tenant.where(
          ppmSchedules,
          and(eq(ppmSchedules.id, scheduleId), eq(ppmSchedules.status, 'active')),
        ),
      )
      .for('update', { skipLocked: true });
    if (!schedule) return;
    const { calendar, settings } = await calendarOf(tx, organisationId, now, calendars);
    const days = dayCalendarOf(calendar);
    const today = localDayOf(now, settings.timezone);
    const start = dayNumber(schedule.rule.start_date);
    const from = schedule.plannedThrough
      ? dayNumber(schedule.plannedThrough) + 1
      : Math.max(today, start);
    const horizon = today + leadDaysOf(schedule.rule);
    const state = await taskState(tx, schedule, settings.timezone);
    const planned = planSchedule(
      schedule.rule,
      days,
      isoDateOf(Math.min(from, horizon)),
      isoDateOf(horizon),
      state.floating,
    );
    const targets = await targetsOf(tx, schedule);
    const context = {
      assigneeIds: await activeAmong(tx, organisationId, schedule.assigneeIds),
      timezone: settings.timezone,
      graceDays: graceDaysOf(settings.ppmGrace, intervalOf(schedule.rule)),
      now,
    };
    // `skip`: no new task while an earlier one is overdue and still open.
    const overdue = state.open.some((task) => task.dueAt !== null && task.dueAt < now);
    for (const occurrence of planned) {
      let skip = occurrence.skipped;
      if (!skip && targets === 'none') skip = 'asset_retired';
      if (!skip && overdue && schedule.previousOpen === 'skip') skip = 'previous_open';
      const row = await claim(tx, schedule, { occurrence, skip });
      if (!row) continue;
      if (skip || targets === 'none' || !occurrence.date) {
        result.skipped += 1;
        continue;
      }
      const made = await makeTasks(tx, deps, schedule, row.id, occurrence.date, targets, context);
      await tenant.update(ppmOccurrences, { taskCount: made }, eq(ppmOccurrences.id, row.id));
      result.generated += 1;
      result.tasks += made;
    }
    const through = Math.max(horizon, from - 1);
    // The day the next occurrence comes within the lead time; a floating trigger is looked at
    // daily (a completion may bring its next occurrence nearer).
    const floats = schedule.rule.triggers.some((trigger) => trigger.type === 'floating');
    const again = floats ? today + 1 : nextVisit(schedule.rule, days, through);
    await tenant.update(
      ppmSchedules,
      {
        plannedThrough: isoDateOf(through),
        planAgainOn: isoDateOf(Math.max(again, today + 1)),
        ...(targets === 'none'
          ? { status: 'paused', pauseReason: 'asset_retired', pausedAt: now, updatedAt: now }
          : {}),
      },
      eq(ppmSchedules.id, schedule.id),
    );
    result.schedules += 1;
  });
}

/**
 * One pass over the active schedules due to be planned again (their ledger does not reach a lead
 * time ahead any more), or over one schedule (after it was created, changed or resumed).
 */
export async function generatePpmTasks(
  deps: GenerateDeps,
  now = new Date(),
  only?: { organisationId: string; scheduleId: string },
): Promise<GenerateResult> {
  const result: GenerateResult = { schedules: 0, generated: 0, skipped: 0, tasks: 0, missed: 0 };
  // The sweep spans organisations (a background job); each schedule is then worked in its own
  // organisation's scope.
  const due = await deps.db
    .select({ id: ppmSchedules.id, organisationId: ppmSchedules.organisationId })
    .from(ppmSchedules)
    .where(
      and(
        eq(ppmSchedules.status, 'active'),
        only
          ? and(
              tenantCondition(ppmSchedules, only.organisationId),
              eq(ppmSchedules.id, only.scheduleId),
            )
          : // A day ahead of UTC covers every time zone's today; the pass itself is exact.
            or(
              isNull(ppmSchedules.planAgainOn),
              lte(ppmSchedules.planAgainOn, isoDateOf(localDayOf(now, 'UTC') + 1)),
            ),
      ),
    );
  const calendars: CalendarCache = new Map();
  for (const schedule of due) {
    await generateSchedule(deps, schedule.id, schedule.organisationId, now, result, calendars);
  }
  result.missed = await markSupersededTasks(deps.db, now, only);
  return result;
}
