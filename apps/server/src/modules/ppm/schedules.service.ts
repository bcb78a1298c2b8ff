/**
 * Writing schedules: create and update (every reference checked, the checklist template pinned
 * to its published version, the RRULE written from the calendar trigger), pause, resume and
 * archive. After each change the schedule is planned at once, so its first tasks exist when the
 * caller next looks; the periodic job does the rest.
 */
import type {
  TPpmSchedule,
  ZPpmPauseRequest,
  ZPpmScheduleRequest,
  ZUpdatePpmScheduleRequest,
} from '@mainstay/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  OPEN_STATUS_LIST,
  ppmOccurrences,
  ppmScheduleAssets,
  ppmSchedules,
  tickets,
  type NewPpmSchedule,
  type PpmSchedule,
} from '../../db/schema/index.ts';
import { AppError, fieldError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { loadCalendar } from '../sla/index.ts';
import { latestTemplateVersion } from '../templates/index.ts';
import { checkTicketReferences, viewerOf } from '../tickets/index.ts';
import { generatePpmTasks, taskState, type GenerateDeps } from './ppm-generate.ts';
import { rruleOf } from './recurrence/calendar-rule.ts';
import { dayNumber, isoDateOf, localDayOf } from './recurrence/local-date.ts';
import { calendarTriggerOf, dayCalendarOf } from './recurrence/plan.ts';
import { planSchedule } from './schedule-plan.ts';
import { scheduleDetail } from './schedules.read.ts';
import { findSchedule } from './schedules.repository.ts';

type ScheduleInput = z.output<typeof ZPpmScheduleRequest>;
type UpdateInput = z.output<typeof ZUpdatePpmScheduleRequest>;
type PauseInput = z.output<typeof ZPpmPauseRequest>;
export type AnswerWithinWork = (tx: Executor, detail: TPpmSchedule) => Promise<void>;

/** Everything the schedule points at is the organisation's, in its building, and usable. */
async function checkReferences(tx: Executor, auth: RequestAuth, input: ScheduleInput) {
  await checkTicketReferences(tx, viewerOf(auth), 'ppm', {
    buildingId: input.building_id,
    buildingChanged: true,
    locationId: input.scope === 'location' ? input.location_id : null,
    categoryId: input.category_id,
    teamId: input.team_id,
    contractorId: input.contractor_id,
    assigneeIds: input.assignee_ids,
  });
  const tenant = forOrganisation(tx, auth.organisationId);
  if (input.scope === 'assets') {
    const ids = [...new Set(input.asset_ids)];
    const found = await tx
      .select({ id: assets.id })
      .from(assets)
      .where(
        tenant.where(
          assets,
          and(inArray(assets.id, ids), eq(assets.buildingId, input.building_id)),
        ),
      );
    if (found.length !== ids.length) {
      throw new ValidationError({ asset_ids: ['CHOOSE_ASSET_IN_BUILDING'] });
    }
  }
  if (input.scope === 'asset_category' && input.asset_category_id) {
    const [category] = await tx
      .select({ id: assetCategories.id })
      .from(assetCategories)
      .where(tenant.where(assetCategories, eq(assetCategories.id, input.asset_category_id)));
    if (!category) throw new ValidationError({ asset_category_id: ['CHOOSE_ASSET_CATEGORY'] });
  }
  if (!input.template_id) return null;
  const template = await latestTemplateVersion(tx, auth.organisationId, input.template_id);
  if (!template) throw fieldError('template_id', 'TEMPLATE_NOT_FOUND');
  if (template.templateStatus === 'archived') throw new AppError('TEMPLATE_ARCHIVED');
  if (template.versionId === null) throw new AppError('TEMPLATE_NOT_PUBLISHED');
  return template.versionId;
}

/** The columns a request sets (the scope's unused references cleared). */
function columnsOf(input: ScheduleInput, templateVersionId: string | null) {
  const calendar = calendarTriggerOf(input);
  return {
    title: input.title,
    instructions: input.instructions,
    buildingId: input.building_id,
    scope: input.scope,
    locationId: input.scope === 'location' ? input.location_id : null,
    assetCategoryId: input.scope === 'asset_category' ? input.asset_category_id : null,
    taskPerAsset: input.task_per_asset,
    categoryId: input.category_id,
    priority: input.priority,
    assigneeIds: [...new Set(input.assignee_ids)],
    teamId: input.team_id,
    contractorId: input.contractor_id,
    estimatedMinutes: input.estimated_minutes,
    signatureRequired: input.signature_required,
    templateId: input.template_id,
    templateVersionId,
    parts: input.parts,
    rule: {
      triggers: input.triggers,
      combine: input.combine,
      start_date: input.start_date,
      end_date: input.end_date,
      occurrence_count: input.occurrence_count,
      non_working_day: input.non_working_day,
      skip_every_nth: input.skip_every_nth,
      seasons: input.seasons,
      lead_time_days: input.lead_time_days,
    },
    rrule: calendar
      ? rruleOf(calendar, {
          start: input.start_date,
          end: input.end_date,
          count: input.occurrence_count,
        })
      : null,
    previousOpen: input.previous_open,
  } satisfies Partial<NewPpmSchedule>;
}

async function replaceAssets(tx: Executor, schedule: PpmSchedule, ids: readonly string[]) {
  const tenant = forOrganisation(tx, schedule.organisationId);
  await tenant.delete(ppmScheduleAssets, eq(ppmScheduleAssets.scheduleId, schedule.id));
  const unique = schedule.scope === 'assets' ? [...new Set(ids)] : [];
  if (unique.length === 0) return;
  await tenant.insert(
    ppmScheduleAssets,
    unique.map((assetId) => ({ scheduleId: schedule.id, assetId })),
  );
}

/** Plans the schedule now (its first tasks), outside the request's transaction. */
async function planNow(deps: GenerateDeps, schedule: Pick<PpmSchedule, 'id' | 'organisationId'>) {
  await generatePpmTasks(deps, new Date(), {
    organisationId: schedule.organisationId,
    scheduleId: schedule.id,
  });
}

export async function createSchedule(
  deps: GenerateDeps,
  auth: RequestAuth,
  input: ScheduleInput,
  answerWithinWork?: AnswerWithinWork,
): Promise<TPpmSchedule> {
  const created = await deps.db.transaction(async (tx) => {
    const templateVersionId = await checkReferences(tx, auth, input);
    const [row] = await forOrganisation(tx, auth.organisationId).insert(ppmSchedules, [
      { ...columnsOf(input, templateVersionId), createdByUserId: auth.userId },
    ]);
    if (!row) throw new Error('The schedule was not stored');
    await replaceAssets(tx, row, input.asset_ids);
    if (!answerWithinWork) return row;
    await answerWithinWork(tx, await scheduleDetail(tx, auth, row));
    return row;
  });
  await planNow(deps, created);
  return scheduleDetail(deps.db, auth, await findSchedule(deps.db, auth, created.id));
}

function assertChangeable(schedule: PpmSchedule): void {
  if (schedule.status === 'archived') throw new AppError('PPM_SCHEDULE_ARCHIVED');
}

/** Yesterday in the organisation's time zone: planning starts again from today. */
async function yesterday(tx: Executor, organisationId: string, now: Date): Promise<string> {
  const { settings } = await loadCalendar(tx, organisationId, now);
  return isoDateOf(localDayOf(now, settings.timezone) - 1);
}

export async function updateSchedule(
  deps: GenerateDeps,
  auth: RequestAuth,
  id: string,
  input: UpdateInput,
): Promise<TPpmSchedule> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const before = await findSchedule(tx, auth, id, true);
    assertChangeable(before);
    // Saving pins the template's version published now, as creating does.
    const templateVersionId = await checkReferences(tx, auth, input);
    const tenant = forOrganisation(tx, auth.organisationId);
    const columns = columnsOf(input, templateVersionId);
    const ruleChanged = JSON.stringify(columns.rule) !== JSON.stringify(before.rule);
    const [row] = await tenant.update(
      ppmSchedules,
      {
        ...columns,
        // A new rule is planned again from today: dates it adds before the old horizon are made;
        // the ledger keeps dates already reached from being made twice.
        ...(ruleChanged
          ? { plannedThrough: await yesterday(tx, auth.organisationId, now), planAgainOn: null }
          : {}),
        updatedAt: now,
      },
      eq(ppmSchedules.id, id),
    );
    if (!row) throw new AppError('PPM_SCHEDULE_NOT_FOUND');
    await replaceAssets(tx, row, input.asset_ids);
    if (input.apply_to_open_tasks) {
      await tenant.update(
        tickets,
        {
          title: input.title,
          description: input.instructions,
          priority: input.priority,
          categoryId: input.category_id,
          updatedAt: now,
        },
        and(eq(tickets.ppmScheduleId, id), sql`${tickets.status} in (${OPEN_STATUS_LIST})`),
      );
    }
  });
  await planNow(deps, { id, organisationId: auth.organisationId });
  return scheduleDetail(deps.db, auth, await findSchedule(deps.db, auth, id));
}

/** Sets a schedule's status columns once `allowed` accepts the schedule as it is (locked). */
async function setStatus(
  deps: GenerateDeps,
  auth: RequestAuth,
  id: string,
  allowed: (schedule: PpmSchedule) => void,
  columns: Partial<NewPpmSchedule>,
): Promise<TPpmSchedule> {
  const row = await deps.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, auth, id, true);
    allowed(schedule);
    const [updated] = await forOrganisation(tx, auth.organisationId).update(
      ppmSchedules,
      { ...columns, updatedAt: new Date() },
      eq(ppmSchedules.id, id),
    );
    return updated ?? schedule;
  });
  return scheduleDetail(deps.db, auth, row);
}

export function pauseSchedule(
  deps: GenerateDeps,
  auth: RequestAuth,
  id: string,
  input: PauseInput,
): Promise<TPpmSchedule> {
  const allowed = (schedule: PpmSchedule) => {
    if (schedule.status !== 'active') throw new AppError('PPM_SCHEDULE_NOT_ACTIVE');
  };
  return setStatus(deps, auth, id, allowed, {
    status: 'paused',
    pauseReason: 'manual',
    pauseNote: input.note || null,
    pausedAt: new Date(),
  });
}

/**
 * Resumes a paused schedule from today. The occurrences that fell while it was paused are
 * written to the ledger as skipped (`paused`), so its history says why no task was made.
 */
export async function resumeSchedule(
  deps: GenerateDeps,
  auth: RequestAuth,
  id: string,
): Promise<TPpmSchedule> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const schedule = await findSchedule(tx, auth, id, true);
    if (schedule.status !== 'paused') throw new AppError('PPM_SCHEDULE_NOT_PAUSED');
    const { calendar, settings } = await loadCalendar(tx, auth.organisationId, now);
    const until = isoDateOf(localDayOf(now, settings.timezone) - 1);
    const from = schedule.plannedThrough
      ? isoDateOf(dayNumber(schedule.plannedThrough) + 1)
      : schedule.rule.start_date;
    if (from <= until) {
      const state = await taskState(tx, schedule, settings.timezone);
      const passed = planSchedule(schedule.rule, dayCalendarOf(calendar), from, until, {
        ...state.floating,
        open: false,
      });
      if (passed.length > 0) {
        await tx
          .insert(ppmOccurrences)
          .values(
            passed.map((occurrence) => ({
              organisationId: schedule.organisationId,
              scheduleId: schedule.id,
              occurrenceDate: occurrence.nominal,
              occurrenceIndex: occurrence.index,
              status: 'skipped' as const,
              skipReason: occurrence.skipped ?? 'paused',
            })),
          )
          .onConflictDoNothing();
      }
    }
    await forOrganisation(tx, auth.organisationId).update(
      ppmSchedules,
      {
        status: 'active',
        pauseReason: null,
        pauseNote: null,
        pausedAt: null,
        plannedThrough: until > (schedule.plannedThrough ?? '') ? until : schedule.plannedThrough,
        planAgainOn: null,
        updatedAt: now,
      },
      eq(ppmSchedules.id, id),
    );
  });
  await planNow(deps, { id, organisationId: auth.organisationId });
  return scheduleDetail(deps.db, auth, await findSchedule(deps.db, auth, id));
}

export function archiveSchedule(
  deps: GenerateDeps,
  auth: RequestAuth,
  id: string,
): Promise<TPpmSchedule> {
  return setStatus(deps, auth, id, assertChangeable, {
    status: 'archived',
    archivedAt: new Date(),
  });
}
