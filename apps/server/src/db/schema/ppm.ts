/**
 * Planned preventive maintenance: schedules (what to do, where, by whom, and the rule that says
 * when) and the generation ledger, one row per (schedule, occurrence): generated, with its tasks
 * (tickets of kind `ppm`), or skipped with the reason. The ledger's unique key is what keeps
 * re-runs, restarts and two server instances from making a task twice.
 */
import {
  PPM_OCCURRENCE_STATUS_VALUES,
  PPM_PAUSE_REASON_VALUES,
  PPM_PREVIOUS_OPEN_VALUES,
  PPM_SCHEDULE_STATUS_VALUES,
  PPM_SCOPE_VALUES,
  PPM_SKIP_REASON_VALUES,
  type TPpmPart,
  type TPpmRule,
} from '@mainstay/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, text, unique, uuid } from 'drizzle-orm/pg-core';
import { assetCategories, assets } from './assets.ts';
import { buildings } from './buildings.ts';
import { at, belongsTo, day, jsonList, linkTo, textOrEmpty, timestamps } from './columns.ts';
import { locations } from './locations.ts';
import { linkTable, tenantTable } from './organisations.ts';
import { contractors, teams } from './people.ts';
import { templates, templateVersions } from './templates.ts';
import { ticketPriority } from './ticket-enums.ts';
import { ticketCategories } from './tickets.ts';
import { users } from './users.ts';

export const ppmScope = pgEnum('ppm_scope', PPM_SCOPE_VALUES);
export const ppmScheduleStatus = pgEnum('ppm_schedule_status', PPM_SCHEDULE_STATUS_VALUES);
export const ppmPauseReason = pgEnum('ppm_pause_reason', PPM_PAUSE_REASON_VALUES);
export const ppmPreviousOpen = pgEnum('ppm_previous_open', PPM_PREVIOUS_OPEN_VALUES);
export const ppmOccurrenceStatus = pgEnum('ppm_occurrence_status', PPM_OCCURRENCE_STATUS_VALUES);
export const ppmSkipReason = pgEnum('ppm_skip_reason', PPM_SKIP_REASON_VALUES);

export const ppmSchedules = tenantTable(
  'ppm_schedules',
  {
    title: text('title').notNull(),
    instructions: textOrEmpty('instructions'),
    buildingId: belongsTo('building_id', () => buildings.id),
    /** What the tasks are on: chosen assets, a location, the building, or a category of assets. */
    scope: ppmScope('scope').notNull(),
    locationId: linkTo('location_id', () => locations.id, 'restrict'),
    assetCategoryId: linkTo('asset_category_id', () => assetCategories.id, 'restrict'),
    /** With several assets: one task per asset (true) or one task for all. */
    taskPerAsset: boolean('task_per_asset').notNull().default(true),
    categoryId: linkTo('category_id', () => ticketCategories.id),
    priority: ticketPriority('priority').notNull().default('medium'),
    /** People each task is assigned to (those still active when it is made). */
    assigneeIds: uuid('assignee_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    teamId: linkTo('team_id', () => teams.id),
    contractorId: linkTo('contractor_id', () => contractors.id),
    estimatedMinutes: integer('estimated_minutes'),
    signatureRequired: boolean('signature_required').notNull().default(false),
    /** The checklist: a template, pinned to the version published when the schedule was saved. */
    templateId: linkTo('template_id', () => templates.id),
    templateVersionId: linkTo('template_version_id', () => templateVersions.id, 'restrict'),
    parts: jsonList<TPpmPart>('parts'),
    rule: jsonb('rule').$type<TPpmRule>().notNull(),
    /** The calendar trigger as RFC 5545 text (for export and other calendars); null without one. */
    rrule: text('rrule'),
    previousOpen: ppmPreviousOpen('previous_open').notNull().default('miss_previous'),
    status: ppmScheduleStatus('status').notNull().default('active'),
    pauseReason: ppmPauseReason('pause_reason'),
    pauseNote: text('pause_note'),
    pausedAt: at('paused_at'),
    archivedAt: at('archived_at'),
    /** The last local date the generator has looked at (occurrences up to it are in the ledger). */
    plannedThrough: day('planned_through'),
    /** The day the generator next looks at it (when its lead time passes what is planned). */
    planAgainOn: day('plan_again_on'),
    createdByUserId: linkTo('created_by_user_id', () => users.id),
    ...timestamps(),
  },
  (table) => [
    index('ppm_schedules_organisation_id_building_id_idx').on(
      table.organisationId,
      table.buildingId,
    ),
    // The generator's sweep: active schedules due to be planned again.
    index('ppm_schedules_active_idx')
      .on(table.planAgainOn, table.organisationId)
      .where(sql`status = 'active'`),
  ],
);

/** The chosen assets of a schedule whose scope is `assets`. */
export const ppmScheduleAssets = linkTable('ppm_schedule_assets', {
  scheduleId: belongsTo('schedule_id', () => ppmSchedules.id),
  assetId: belongsTo('asset_id', () => assets.id),
});

export const ppmOccurrences = tenantTable(
  'ppm_occurrences',
  {
    scheduleId: belongsTo('schedule_id', () => ppmSchedules.id),
    /** The date the rule gives (the ledger's key with the schedule). */
    occurrenceDate: day('occurrence_date').notNull(),
    /** Its place in the series (1 = the first occurrence since the start date). */
    occurrenceIndex: integer('occurrence_index').notNull(),
    /** The day the task is due (moved off a closed day); null when skipped. */
    dueDate: day('due_date'),
    status: ppmOccurrenceStatus('status').notNull(),
    skipReason: ppmSkipReason('skip_reason'),
    /** How many tasks it made (one per asset, or one). */
    taskCount: integer('task_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('ppm_occurrences_organisation_id_schedule_id_date_unique').on(
      table.organisationId,
      table.scheduleId,
      table.occurrenceDate,
    ),
  ],
);

export type PpmSchedule = typeof ppmSchedules.$inferSelect;
export type NewPpmSchedule = typeof ppmSchedules.$inferInsert;
export type PpmOccurrence = typeof ppmOccurrences.$inferSelect;
