/**
 * Reading schedules: the list (with each one's next due date and open tasks), one schedule with
 * its next occurrences, the forecast of the coming months, the preview of a changed rule, and
 * the generation ledger.
 */
import {
  PPM_SCHEDULE_LIMITS,
  type PPM_SCHEDULE_SORTABLE,
  type TPpmForecast,
  type TPpmOccurrencePlan,
  type TPpmPreview,
  type TPpmRule,
  type TPpmSchedule,
  type TPpmScheduleSummary,
  type ZPpmForecastQuery,
  type ZPpmOccurrenceListQuery,
  type ZPpmPreviewRequest,
  type ZPpmScheduleListQuery,
} from '@mainstay/contracts';
import { and, asc, count, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  locations,
  ppmOccurrences,
  ppmScheduleAssets,
  ppmSchedules,
  templates,
  templateVersions,
  ticketCategories,
  tickets,
  type PpmSchedule,
} from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { containsPattern, orderBy, readPage, type Page } from '../../lib/list-query.ts';
import { forOrganisation, tenantCondition } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { loadCalendar } from '../sla/index.ts';
import { taskState } from './ppm-generate.ts';
import { diffOccurrences, dayCalendarOf, type PlannedOccurrence } from './recurrence/plan.ts';
import { isoDateOf, localDayOf } from './recurrence/local-date.ts';
import { planSchedule } from './schedule-plan.ts';
import {
  findSchedule,
  namesFor,
  toSummary,
  visibleSchedules,
  type ScheduleNames,
} from './schedules.repository.ts';

const UPCOMING = 5;
/** How far ahead the next occurrence is looked for (a yearly rule with seasons included). */
const LOOKAHEAD_DAYS = 800;

const toPlan = (occurrence: PlannedOccurrence): TPpmOccurrencePlan => ({
  index: occurrence.index,
  date: occurrence.nominal,
  due_date: occurrence.date,
  skip_reason: occurrence.skipped,
});

/** The organisation's calendar as days and today's local date, read once per request. */
async function calendarNow(executor: Executor, organisationId: string, now: Date) {
  const { calendar, settings } = await loadCalendar(executor, organisationId, now);
  return { days: dayCalendarOf(calendar), today: localDayOf(now, settings.timezone), settings };
}

type CalendarNow = Awaited<ReturnType<typeof calendarNow>>;

/** The floating trigger's state (read only when the rule has one). */
async function floatingOf(
  executor: Executor,
  schedule: PpmSchedule,
  rule: TPpmRule,
  cal: CalendarNow,
) {
  if (!rule.triggers.some((trigger) => trigger.type === 'floating')) {
    return { lastDone: null, open: false, reached: 0 };
  }
  const state = await taskState(executor, schedule, cal.settings.timezone);
  return { ...state.floating, open: false };
}

async function occurrencesAhead(
  executor: Executor,
  schedule: PpmSchedule,
  rule: TPpmRule,
  cal: CalendarNow,
  days: number,
): Promise<PlannedOccurrence[]> {
  const floating = await floatingOf(executor, schedule, rule, cal);
  return planSchedule(rule, cal.days, isoDateOf(cal.today), isoDateOf(cal.today + days), floating);
}

/** The next due date: its earliest open task, else its next occurrence; none unless active. */
async function nextDueOf(
  executor: Executor,
  schedule: PpmSchedule,
  cal: CalendarNow,
  names: ScheduleNames,
): Promise<string | null> {
  if (schedule.status !== 'active') return null;
  const openDue = names.openDue.get(schedule.id);
  if (openDue) return isoDateOf(localDayOf(new Date(openDue), cal.settings.timezone));
  const ahead = await occurrencesAhead(executor, schedule, schedule.rule, cal, LOOKAHEAD_DAYS);
  return ahead.find((occurrence) => occurrence.date !== null)?.date ?? null;
}

export async function scheduleDetail(
  executor: Executor,
  auth: RequestAuth,
  row: PpmSchedule,
  now = new Date(),
): Promise<TPpmSchedule> {
  const tenant = forOrganisation(executor, auth.organisationId);
  const cal = await calendarNow(executor, auth.organisationId, now);
  const names = await namesFor(executor, auth.organisationId, [row]);
  const [chosen, location, assetCategory, category, template, ahead, nextDue] = await Promise.all([
    executor
      .select({ id: assets.id, name: assets.name, code: assets.code })
      .from(ppmScheduleAssets)
      .innerJoin(assets, tenant.on(assets, eq(assets.id, ppmScheduleAssets.assetId)))
      .where(tenant.where(ppmScheduleAssets, eq(ppmScheduleAssets.scheduleId, row.id)))
      .orderBy(asc(assets.code)),
    row.locationId
      ? executor
          .select({ id: locations.id, name: locations.name })
          .from(locations)
          .where(tenant.where(locations, eq(locations.id, row.locationId)))
      : [],
    row.assetCategoryId
      ? executor
          .select({ id: assetCategories.id, name: assetCategories.name })
          .from(assetCategories)
          .where(tenant.where(assetCategories, eq(assetCategories.id, row.assetCategoryId)))
      : [],
    row.categoryId
      ? executor
          .select({ id: ticketCategories.id, name: ticketCategories.name })
          .from(ticketCategories)
          .where(tenant.where(ticketCategories, eq(ticketCategories.id, row.categoryId)))
      : [],
    row.templateVersionId
      ? executor
          .select({ id: templates.id, name: templates.name, version: templateVersions.version })
          .from(templateVersions)
          .innerJoin(templates, tenant.on(templates, eq(templates.id, templateVersions.templateId)))
          .where(tenant.where(templateVersions, eq(templateVersions.id, row.templateVersionId)))
      : [],
    row.status === 'archived' ? [] : occurrencesAhead(executor, row, row.rule, cal, LOOKAHEAD_DAYS),
    nextDueOf(executor, row, cal, names),
  ]);
  return {
    ...toSummary(row, names, nextDue),
    instructions: row.instructions,
    location: location[0] ?? null,
    asset_category: assetCategory[0] ?? null,
    assets: chosen,
    task_per_asset: row.taskPerAsset,
    category: category[0] ?? null,
    estimated_minutes: row.estimatedMinutes,
    signature_required: row.signatureRequired,
    template: template[0] ?? null,
    parts: row.parts,
    previous_open: row.previousOpen,
    rule: row.rule,
    pause_note: row.pauseNote,
    paused_at: row.pausedAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    upcoming: ahead.slice(0, UPCOMING).map(toPlan),
    can_edit:
      row.status !== 'archived' &&
      auth.ability.can('write', 'ppm tasks') &&
      allowsBuilding(auth.scope, row.buildingId),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getSchedule(executor: Executor, auth: RequestAuth, id: string) {
  return scheduleDetail(executor, auth, await findSchedule(executor, auth, id));
}

type ListQuery = z.output<typeof ZPpmScheduleListQuery>;

/** Schedules on an asset: chosen, or covering its location, its building or its category. */
function onAsset(organisationId: string, assetId: string): SQL {
  const chosen = exists(
    sql`(select 1 from ${ppmScheduleAssets} where ${ppmScheduleAssets.scheduleId} = ${ppmSchedules.id}
      and ${ppmScheduleAssets.assetId} = ${assetId} and ${tenantCondition(ppmScheduleAssets, organisationId)})`,
  );
  const covering = exists(
    sql`(select 1 from ${assets} where ${assets.id} = ${assetId} and ${tenantCondition(assets, organisationId)}
      and ${assets.buildingId} = ${ppmSchedules.buildingId}
      and (${ppmSchedules.scope} = 'building'
        or (${ppmSchedules.scope} = 'location' and ${assets.locationId} = ${ppmSchedules.locationId})
        or (${ppmSchedules.scope} = 'asset_category' and ${assets.categoryId} = ${ppmSchedules.assetCategoryId})))`,
  );
  return or(chosen, covering) as SQL;
}

export async function listSchedules(
  executor: Executor,
  auth: RequestAuth,
  query: ListQuery,
  now = new Date(),
): Promise<Page<TPpmScheduleSummary>> {
  const where = and(
    visibleSchedules(auth),
    query.status ? eq(ppmSchedules.status, query.status) : ne(ppmSchedules.status, 'archived'),
    query.building_id ? eq(ppmSchedules.buildingId, query.building_id) : undefined,
    query.asset_id ? onAsset(auth.organisationId, query.asset_id) : undefined,
    query.search ? sql`${ppmSchedules.title} ilike ${containsPattern(query.search)}` : undefined,
  );
  const order = orderBy<(typeof PPM_SCHEDULE_SORTABLE)[number]>(
    {
      title: ppmSchedules.title,
      created_at: ppmSchedules.createdAt,
      updated_at: ppmSchedules.updatedAt,
    },
    query.sort,
    query.order,
    'title',
    ppmSchedules.id,
  );
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      executor
        .select()
        .from(ppmSchedules)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    executor
      .select({ value: count() })
      .from(ppmSchedules)
      .where(where)
      .then(([row]) => row?.value ?? 0),
    (row) => row,
  );
  const cal = await calendarNow(executor, auth.organisationId, now);
  const names = await namesFor(executor, auth.organisationId, page.data);
  const data: TPpmScheduleSummary[] = [];
  for (const row of page.data) {
    data.push(toSummary(row, names, await nextDueOf(executor, row, cal, names)));
  }
  return { ...page, data };
}

export async function scheduleForecast(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  query: z.output<typeof ZPpmForecastQuery>,
  now = new Date(),
): Promise<TPpmForecast> {
  const schedule = await findSchedule(executor, auth, id);
  const cal = await calendarNow(executor, auth.organisationId, now);
  const to = new Date(`${isoDateOf(cal.today)}T12:00:00Z`);
  to.setUTCMonth(to.getUTCMonth() + query.months);
  const days = Math.round((to.getTime() - (cal.today * 86_400_000 + 43_200_000)) / 86_400_000);
  const occurrences =
    schedule.status === 'archived'
      ? []
      : await occurrencesAhead(executor, schedule, schedule.rule, cal, days);
  return {
    from: isoDateOf(cal.today),
    to: isoDateOf(cal.today + days),
    occurrences: occurrences.map(toPlan),
  };
}

type PreviewInput = z.output<typeof ZPpmPreviewRequest>;

export async function previewRule(
  executor: Executor,
  auth: RequestAuth,
  input: PreviewInput,
  now = new Date(),
): Promise<TPpmPreview> {
  const { schedule_id: scheduleId, ...rule } = input;
  const cal = await calendarNow(executor, auth.organisationId, now);
  const window = PPM_SCHEDULE_LIMITS.previewDays;
  const planOf = (ruleOf: TPpmRule, state: Parameters<typeof planSchedule>[4]) =>
    planSchedule(ruleOf, cal.days, isoDateOf(cal.today), isoDateOf(cal.today + window), state);
  const fresh = { lastDone: null, open: false, reached: 0 };
  if (!scheduleId) {
    const after = planOf(rule, fresh);
    return {
      from: isoDateOf(cal.today),
      to: isoDateOf(cal.today + window),
      occurrences: after.map(toPlan),
      ...diffOccurrences([], after),
      open_tasks: 0,
    };
  }
  const schedule = await findSchedule(executor, auth, scheduleId);
  const state = await taskState(executor, schedule, cal.settings.timezone);
  const floating = { ...state.floating, open: false };
  const after = planOf(rule, floating);
  const before = planOf(schedule.rule, floating);
  return {
    from: isoDateOf(cal.today),
    to: isoDateOf(cal.today + window),
    occurrences: after.map(toPlan),
    ...diffOccurrences(before, after),
    open_tasks: state.open.length,
  };
}

export async function listOccurrences(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  query: z.output<typeof ZPpmOccurrenceListQuery>,
) {
  const schedule = await findSchedule(executor, auth, id);
  const tenant = forOrganisation(executor, auth.organisationId);
  const where = tenant.where(ppmOccurrences, eq(ppmOccurrences.scheduleId, schedule.id));
  const direction = query.order === 'asc' ? asc : desc;
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      executor
        .select()
        .from(ppmOccurrences)
        .where(where)
        .orderBy(direction(ppmOccurrences.occurrenceDate))
        .limit(limit)
        .offset(offset),
    executor
      .select({ value: count() })
      .from(ppmOccurrences)
      .where(where)
      .then(([row]) => row?.value ?? 0),
    (row) => row,
  );
  const ids = page.data.map((row) => row.id);
  const tasks =
    ids.length === 0
      ? []
      : await executor
          .select({
            id: tickets.id,
            number: tickets.number,
            status: tickets.status,
            occurrenceId: tickets.ppmOccurrenceId,
          })
          .from(tickets)
          .where(tenant.where(tickets, inArray(tickets.ppmOccurrenceId, ids)))
          .orderBy(asc(tickets.seq));
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      date: row.occurrenceDate,
      index: row.occurrenceIndex,
      due_date: row.dueDate,
      status: row.status,
      skip_reason: row.skipReason,
      tasks: tasks
        .filter((task) => task.occurrenceId === row.id)
        .map(({ id: taskId, number, status }) => ({ id: taskId, number, status })),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
