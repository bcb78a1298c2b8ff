/**
 * The demo's planned maintenance: the schedules of demo-ppm.data.ts, started thirteen months ago,
 * with their ledger and tasks up to yesterday as the generator would have made them (on the
 * organisation's working calendar, closed days moved), and a history a compliance report can
 * read: most tasks completed by their due date, some late within the grace or beyond it, a few
 * missed when the next one came, one or two cancelled; the latest task of some schedules still
 * in hand. From yesterday on the generator takes over at start. A fixed seed makes every
 * installation's history the same. Seeding twice adds nothing.
 */
import {
  graceDaysOf,
  PPM_DEFAULT_GRACE,
  type TPpmRule,
  ZPpmRule,
  type TTicketStatus,
} from '@mainstay/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  assets,
  buildings,
  contractors,
  ppmOccurrences,
  ppmScheduleAssets,
  ppmSchedules,
  teams,
  templates,
  templateVersions,
  ticketActivity,
  ticketCategories,
  tickets,
} from '../db/schema/index.ts';
import { forOrganisation } from '../lib/tenancy.ts';
import {
  calendarTriggerOf,
  dayCalendarOf,
  dayNumber,
  dueAtOf,
  intervalOf,
  isoDateOf,
  leadDaysOf,
  localDayOf,
  planSchedule,
  rruleOf,
} from '../modules/ppm/index.ts';
import { loadCalendar } from '../modules/sla/index.ts';
import { ticketNumber } from '../modules/tickets/index.ts';
import type { DemoContext } from './demo-context.ts';
import { generator } from './demo-history.ts';
import { DEMO_SCHEDULES, type DemoSchedule } from './demo-ppm.data.ts';
import { taskOf, type Task } from './demo-ppm-tasks.ts';

const DAY = 86_400_000;
const HISTORY_MONTHS = 13;
const CHUNK = 400;

export async function seedDemoPpm(tx: Executor, context: DemoContext, now = new Date()) {
  const { organisationId, userIds } = context;
  const scope = forOrganisation(tx, organisationId);
  if ((await scope.select(ppmSchedules)).length > 0) return;
  const [assetRows, buildingRows, teamRows, companyRows, categoryRows, templateRows] =
    await Promise.all([
      tx
        .select({
          id: assets.id,
          name: assets.name,
          buildingId: assets.buildingId,
          locationId: assets.locationId,
        })
        .from(assets)
        .where(scope.where(assets)),
      tx
        .select({ id: buildings.id, code: buildings.code })
        .from(buildings)
        .where(scope.where(buildings)),
      tx.select({ id: teams.id, name: teams.name }).from(teams).where(scope.where(teams)),
      tx
        .select({ id: contractors.id, name: contractors.companyName })
        .from(contractors)
        .where(scope.where(contractors)),
      tx
        .select({ id: ticketCategories.id, key: ticketCategories.key })
        .from(ticketCategories)
        .where(scope.where(ticketCategories, eq(ticketCategories.kind, 'ppm'))),
      tx
        .select({ id: templates.id, starterId: templates.starterId, version: templateVersions.id })
        .from(templates)
        .innerJoin(
          templateVersions,
          and(
            eq(templateVersions.templateId, templates.id),
            eq(templateVersions.version, templates.currentVersion),
          ),
        )
        .where(scope.where(templates, isNotNull(templates.starterId))),
    ]);
  const { calendar, settings } = await loadCalendar(tx, organisationId, now);
  const days = dayCalendarOf(calendar);
  const timezone = settings.timezone;
  const today = localDayOf(now, timezone);
  const yesterday = isoDateOf(today - 1);
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - HISTORY_MONTHS, 1);
  const startDate = isoDateOf(localDayOf(start, timezone));
  const random = generator(20_261_203);
  const found = <T extends { id: string }>(rows: T[], test: (row: T) => boolean, what: string) => {
    const row = rows.find(test);
    if (!row) throw new Error(`The demo has no ${what}`);
    return row;
  };

  const tasks: Task[] = [];
  const ledger: (typeof ppmOccurrences.$inferInsert & { key: string })[] = [];
  const links: { scheduleId: string; assetId: string }[] = [];
  for (const demo of DEMO_SCHEDULES) {
    const building = found(buildingRows, (row) => row.code === demo.building, demo.building);
    const targets = demo.assets.map((name) => found(assetRows, (row) => row.name === name, name));
    const template = demo.template
      ? found(templateRows, (row) => row.starterId === demo.template, demo.template)
      : null;
    const rule = ruleOf(demo, startDate);
    const calendarTrigger = calendarTriggerOf(rule);
    const [schedule] = await scope.insert(ppmSchedules, [
      {
        title: demo.title,
        instructions: demo.instructions,
        buildingId: building.id,
        scope: targets.length > 0 ? 'assets' : 'building',
        taskPerAsset: targets.length > 0,
        categoryId: categoryRows.find((row) => row.key === demo.category)?.id ?? null,
        priority: demo.priority,
        teamId: demo.team ? found(teamRows, (row) => row.name === demo.team, demo.team).id : null,
        contractorId: demo.contractor
          ? found(companyRows, (row) => row.name === demo.contractor, demo.contractor).id
          : null,
        estimatedMinutes: demo.estimatedMinutes,
        signatureRequired: demo.signature ?? false,
        templateId: template?.id ?? null,
        templateVersionId: template?.version ?? null,
        rule,
        rrule: calendarTrigger
          ? rruleOf(calendarTrigger, { start: startDate, end: null, count: null })
          : null,
        plannedThrough: yesterday,
        createdByUserId: userIds.facilities_manager,
        createdAt: new Date(start.getTime() - 7 * DAY),
        updatedAt: new Date(start.getTime() - 7 * DAY),
      },
    ]);
    if (!schedule) throw new Error('The demo schedule was not stored');
    for (const target of targets) links.push({ scheduleId: schedule.id, assetId: target.id });
    const planned = planSchedule(rule, days, startDate, yesterday, {
      lastDone: null,
      open: false,
      reached: 0,
    });
    const grace = graceDaysOf(PPM_DEFAULT_GRACE, intervalOf(rule));
    const lead = leadDaysOf(rule);
    const places = targets.length > 0 ? targets : [null];
    planned.forEach((occurrence, index) => {
      const key = `${schedule.id}:${occurrence.nominal}`;
      ledger.push({
        key,
        organisationId,
        scheduleId: schedule.id,
        occurrenceDate: occurrence.nominal,
        occurrenceIndex: occurrence.index,
        dueDate: occurrence.date,
        status: occurrence.date ? 'generated' : 'skipped',
        skipReason: occurrence.skipped,
        taskCount: occurrence.date ? places.length : 0,
        createdAt: new Date(
          dueAtOf(dayNumber(occurrence.date ?? occurrence.nominal), timezone).getTime() -
            lead * DAY,
        ),
      });
      if (!occurrence.date) return;
      const latest = planned.slice(index + 1).every((next) => next.date === null);
      const next = planned.slice(index + 1).find((later) => later.date !== null);
      for (const place of places) {
        tasks.push(
          taskOf(demo, random, {
            key,
            organisationId,
            scheduleId: schedule.id,
            buildingId: building.id,
            asset: place,
            categoryId: categoryRows.find((row) => row.key === demo.category)?.id ?? null,
            teamId: schedule.teamId,
            contractorId: schedule.contractorId,
            due: dayNumber(occurrence.date),
            nextDue: next?.date ? dayNumber(next.date) : null,
            grace,
            lead,
            timezone,
            latest,
            now,
            workerId: schedule.contractorId ? userIds.contractor : userIds.technician,
          }),
        );
      }
    });
  }
  await insertAll(tx, organisationId, ledger, tasks, links);
}

/** The schedule's rule as the API would store it (the contract's defaults filled in). */
function ruleOf(demo: DemoSchedule, startDate: string): TPpmRule {
  return ZPpmRule.parse({
    triggers: [demo.trigger],
    start_date: startDate,
    non_working_day: demo.nonWorkingDay ?? 'keep',
  });
}

async function insertAll(
  tx: Executor,
  organisationId: string,
  ledger: (typeof ppmOccurrences.$inferInsert & { key: string })[],
  tasks: Task[],
  links: { scheduleId: string; assetId: string }[],
) {
  const scope = forOrganisation(tx, organisationId);
  if (links.length > 0) {
    await scope.insert(
      ppmScheduleAssets,
      links.map((link) => ({ ...link, organisationId })),
    );
  }
  const occurrenceIds = new Map<string, string>();
  for (let start = 0; start < ledger.length; start += CHUNK) {
    const rows = await tx
      .insert(ppmOccurrences)
      .values(ledger.slice(start, start + CHUNK).map(({ key: _key, ...row }) => row))
      .returning({
        id: ppmOccurrences.id,
        scheduleId: ppmOccurrences.scheduleId,
        date: ppmOccurrences.occurrenceDate,
      });
    for (const row of rows) occurrenceIds.set(`${row.scheduleId}:${row.date}`, row.id);
  }
  // Numbered in the order they were made, as the generator would have.
  tasks.sort((a, b) => a.values.createdAt!.getTime() - b.values.createdAt!.getTime());
  tasks.forEach((task, index) => {
    task.values.seq = index + 1;
    task.values.number = ticketNumber('ppm', index + 1);
    task.values.ppmOccurrenceId = occurrenceIds.get(task.key) ?? null;
  });
  for (let start = 0; start < tasks.length; start += CHUNK) {
    const chunk = tasks.slice(start, start + CHUNK);
    const rows = await tx
      .insert(tickets)
      .values(chunk.map((task) => task.values))
      .returning({ id: tickets.id, number: tickets.number });
    const activity = chunk.flatMap((task, index) => {
      const ticketId = rows[index]!.id;
      let from: TTicketStatus =
        task.values.teamId || task.values.contractorId ? 'assigned' : 'scheduled';
      return [
        {
          organisationId,
          ticketId,
          type: 'created' as const,
          actorName: task.values.title,
          visibility: 'public' as const,
          data: { number: rows[index]!.number, schedule_id: task.values.ppmScheduleId },
          createdAt: task.values.createdAt!,
        },
        ...task.moves.map((move) => {
          const entry = {
            organisationId,
            ticketId,
            type: 'status' as const,
            actorUserId: move.cause ? null : (task.values.completedByUserId ?? null),
            actorName: move.cause ? task.values.title : null,
            visibility: 'internal' as const,
            body: move.reason ?? '',
            data: {
              from,
              to: move.to,
              reason: move.reason,
              ...(move.cause ? { cause: move.cause } : {}),
            },
            createdAt: move.at,
          };
          from = move.to;
          return entry;
        }),
      ];
    });
    if (activity.length > 0) await tx.insert(ticketActivity).values(activity);
  }
}
