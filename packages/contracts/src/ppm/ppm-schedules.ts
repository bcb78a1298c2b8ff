/**
 * A planned maintenance schedule: what to do (title, instructions, checklist, parts), on what
 * (chosen assets, a location, a building, or a category of assets in the building), by whom, and
 * its rule (ppm-rules.ts). Its generation ledger says, occurrence by occurrence, what was made and
 * what was skipped and why; its forecast and edit preview show the occurrences ahead.
 */
import { z } from 'zod';
import { listQuery, paginated } from '../files/files.ts';
import { TICKET_LIMITS, ZTicketPriority, ZTicketRef, ZTicketStatus } from '../tickets/fields.ts';
import { issueMessage, v } from '../validation.ts';
import { ppmRuleFields, PPM_SKIP_REASON_VALUES, ZPpmRule, refinePpmRule } from './ppm-rules.ts';

/** What the tasks are on. */
export const PPM_SCOPE_VALUES = ['assets', 'location', 'building', 'asset_category'] as const;
export type TPpmScope = (typeof PPM_SCOPE_VALUES)[number];

export const PPM_SCHEDULE_STATUS_VALUES = ['active', 'paused', 'archived'] as const;
export type TPpmScheduleStatus = (typeof PPM_SCHEDULE_STATUS_VALUES)[number];

/** Why a schedule is paused: by a person, or because its asset was retired (never silently). */
export const PPM_PAUSE_REASON_VALUES = ['manual', 'asset_retired'] as const;
export type TPpmPauseReason = (typeof PPM_PAUSE_REASON_VALUES)[number];

/**
 * When an occurrence comes while the previous task is still open: mark that one missed and make
 * the new one (the default: the work is owed again), or skip the new occurrence.
 */
export const PPM_PREVIOUS_OPEN_VALUES = ['miss_previous', 'skip'] as const;
export type TPpmPreviousOpen = (typeof PPM_PREVIOUS_OPEN_VALUES)[number];

export const PPM_OCCURRENCE_STATUS_VALUES = ['generated', 'skipped'] as const;
export type TPpmOccurrenceStatus = (typeof PPM_OCCURRENCE_STATUS_VALUES)[number];

export const PPM_SCHEDULE_LIMITS = {
  instructionsMax: 10_000,
  assetsMax: 500,
  partsMax: 50,
  partNameMax: 200,
  partUnitMax: 20,
  quantityMax: 100_000,
  estimatedMinutesMax: 7 * 24 * 60,
  forecastMonthsMax: 24,
  previewDays: 90,
} as const;

export const ZPpmPart = z.object({
  name: z
    .string(v('ppm.partNameRequired'))
    .trim()
    .min(1, v('ppm.partNameRequired'))
    .max(PPM_SCHEDULE_LIMITS.partNameMax, v('ppm.partNameMax')),
  quantity: z
    .number(v('ppm.quantityInvalid'))
    .positive(v('ppm.quantityInvalid'))
    .max(PPM_SCHEDULE_LIMITS.quantityMax, v('ppm.quantityInvalid')),
  unit: z.string().trim().max(PPM_SCHEDULE_LIMITS.partUnitMax, v('ppm.partUnitMax')).default(''),
});
export type TPpmPart = z.infer<typeof ZPpmPart>;

const optionalId = (key: string) => z.uuid(v(key)).nullable().default(null);

/** The fields of a schedule as written (create and update). */
const scheduleFields = {
  title: z
    .string(v('tickets.titleRequired'))
    .trim()
    .min(1, v('tickets.titleRequired'))
    .max(TICKET_LIMITS.titleMax, v('tickets.titleMax')),
  instructions: z
    .string()
    .max(PPM_SCHEDULE_LIMITS.instructionsMax, v('ppm.instructionsMax'))
    .default(''),
  building_id: z.uuid(v('common.buildingRequired')),
  scope: z.enum(PPM_SCOPE_VALUES, v('ppm.scopeOneOf')),
  asset_ids: z
    .array(z.uuid(v('ppm.assetsRequired')))
    .max(PPM_SCHEDULE_LIMITS.assetsMax, v('ppm.assetsMax'))
    .default([]),
  location_id: optionalId('ppm.locationRequired'),
  asset_category_id: optionalId('ppm.assetCategoryRequired'),
  task_per_asset: z.boolean().default(true),
  category_id: optionalId('common.categoryRequired'),
  priority: ZTicketPriority.default('medium'),
  assignee_ids: z
    .array(z.uuid(v('ppm.assigneeInvalid')))
    .max(TICKET_LIMITS.assigneesMax, v('tickets.assigneesMax'))
    .default([]),
  team_id: optionalId('ppm.teamInvalid'),
  contractor_id: optionalId('ppm.contractorInvalid'),
  estimated_minutes: z
    .number(v('ppm.estimatedMinutesInvalid'))
    .int(v('ppm.estimatedMinutesInvalid'))
    .min(1, v('ppm.estimatedMinutesInvalid'))
    .max(PPM_SCHEDULE_LIMITS.estimatedMinutesMax, v('ppm.estimatedMinutesInvalid'))
    .nullable()
    .default(null),
  signature_required: z.boolean().default(false),
  template_id: optionalId('ppm.templateInvalid'),
  parts: z.array(ZPpmPart).max(PPM_SCHEDULE_LIMITS.partsMax, v('ppm.partsMax')).default([]),
  previous_open: z
    .enum(PPM_PREVIOUS_OPEN_VALUES, v('ppm.previousOpenOneOf'))
    .default('miss_previous'),
  ...ppmRuleFields,
};

const assetsRequired = issueMessage('ppm.assetsRequired');
const locationRequired = issueMessage('ppm.locationRequired');
const assetCategoryRequired = issueMessage('ppm.assetCategoryRequired');

type ScheduleShape = z.infer<z.ZodObject<typeof scheduleFields>>;

/** The scope names what it needs: assets, a location or a category. */
function refineScope(value: ScheduleShape, context: z.RefinementCtx): void {
  if (value.scope === 'assets' && value.asset_ids.length === 0) {
    context.addIssue({ code: 'custom', path: ['asset_ids'], message: assetsRequired() });
  }
  if (value.scope === 'location' && value.location_id === null) {
    context.addIssue({ code: 'custom', path: ['location_id'], message: locationRequired() });
  }
  if (value.scope === 'asset_category' && value.asset_category_id === null) {
    context.addIssue({
      code: 'custom',
      path: ['asset_category_id'],
      message: assetCategoryRequired(),
    });
  }
}

export const ZPpmScheduleRequest = z
  .object(scheduleFields)
  .superRefine((value, context) => {
    refinePpmRule(value, context);
    refineScope(value, context);
  })
  .meta({ id: 'PpmScheduleRequest' });
export type TPpmScheduleRequest = z.input<typeof ZPpmScheduleRequest>;

/** An update: the whole schedule, and whether open tasks already made follow the change. */
export const ZUpdatePpmScheduleRequest = z
  .object({
    ...scheduleFields,
    apply_to_open_tasks: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    refinePpmRule(value, context);
    refineScope(value, context);
  })
  .meta({ id: 'UpdatePpmScheduleRequest' });
export type TUpdatePpmScheduleRequest = z.input<typeof ZUpdatePpmScheduleRequest>;

export const ZPpmScheduleParams = z.object({ id: z.uuid(v('common.invalidId')) });

export const ZPpmPauseRequest = z
  .object({ note: z.string().trim().max(500, v('ppm.pauseNoteMax')).default('') })
  .meta({ id: 'PpmPauseRequest' });

export const PPM_SCHEDULE_SORTABLE = ['title', 'created_at', 'updated_at'] as const;

export const ZPpmScheduleListQuery = listQuery(PPM_SCHEDULE_SORTABLE).extend({
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  asset_id: z.uuid(v('common.invalidId')).optional(),
  status: z.enum(PPM_SCHEDULE_STATUS_VALUES, v('common.theStatusOneOf')).optional(),
});

/** One occurrence ahead: its nominal date, the day it is due (null when skipped) and why not. */
export const ZPpmOccurrencePlan = z
  .object({
    index: z.number().int(),
    date: z.string().describe('YYYY-MM-DD, the date the rule gives'),
    due_date: z.string().nullable(),
    skip_reason: z.enum(PPM_SKIP_REASON_VALUES).nullable(),
  })
  .meta({ id: 'PpmOccurrencePlan' });
export type TPpmOccurrencePlan = z.infer<typeof ZPpmOccurrencePlan>;

const ZAssetRef = z.object({ id: z.uuid(), name: z.string(), code: z.string() });

export const ZPpmScheduleSummary = z
  .object({
    id: z.uuid(),
    title: z.string(),
    status: z.enum(PPM_SCHEDULE_STATUS_VALUES),
    pause_reason: z.enum(PPM_PAUSE_REASON_VALUES).nullable(),
    building: ZTicketRef,
    scope: z.enum(PPM_SCOPE_VALUES),
    asset_count: z.number().int(),
    priority: ZTicketPriority,
    rrule: z.string().nullable(),
    rule: ZPpmRule,
    /** The next task's due date (null when the rule has ended or the schedule is not active). */
    next_due: z.string().nullable(),
    open_tasks: z.number().int(),
    assignees: z.array(ZTicketRef),
    team: ZTicketRef.nullable(),
    contractor: ZTicketRef.nullable(),
  })
  .meta({ id: 'PpmScheduleSummary' });
export type TPpmScheduleSummary = z.infer<typeof ZPpmScheduleSummary>;

export const ZPpmScheduleListResponse = paginated(ZPpmScheduleSummary).meta({
  id: 'PpmScheduleList',
});

export const ZPpmSchedule = ZPpmScheduleSummary.extend({
  instructions: z.string(),
  location: ZTicketRef.nullable(),
  asset_category: ZTicketRef.nullable(),
  assets: z.array(ZAssetRef),
  task_per_asset: z.boolean(),
  category: ZTicketRef.nullable(),
  estimated_minutes: z.number().int().nullable(),
  signature_required: z.boolean(),
  template: ZTicketRef.extend({ version: z.number().int() }).nullable(),
  parts: z.array(ZPpmPart),
  previous_open: z.enum(PPM_PREVIOUS_OPEN_VALUES),
  pause_note: z.string().nullable(),
  paused_at: z.iso.datetime().nullable(),
  archived_at: z.iso.datetime().nullable(),
  /** The next occurrences (up to five), skipped ones with their reason. */
  upcoming: z.array(ZPpmOccurrencePlan),
  can_edit: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
}).meta({ id: 'PpmSchedule' });
export type TPpmSchedule = z.infer<typeof ZPpmSchedule>;

/** A ledger row: what happened to one occurrence. */
export const ZPpmOccurrence = z
  .object({
    id: z.uuid(),
    date: z.string(),
    index: z.number().int(),
    due_date: z.string().nullable(),
    status: z.enum(PPM_OCCURRENCE_STATUS_VALUES),
    skip_reason: z.enum(PPM_SKIP_REASON_VALUES).nullable(),
    tasks: z.array(z.object({ id: z.uuid(), number: z.string(), status: ZTicketStatus })),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PpmOccurrence' });
export const ZPpmOccurrenceListResponse = paginated(ZPpmOccurrence).meta({
  id: 'PpmOccurrenceList',
});
export const ZPpmOccurrenceListQuery = listQuery(['date'] as const);

export const ZPpmForecastQuery = z.object({
  months: z.coerce
    .number(v('ppm.forecastMonthsInvalid'))
    .int(v('ppm.forecastMonthsInvalid'))
    .min(1, v('ppm.forecastMonthsInvalid'))
    .max(PPM_SCHEDULE_LIMITS.forecastMonthsMax, v('ppm.forecastMonthsInvalid'))
    .default(12),
});
export const ZPpmForecast = z
  .object({ from: z.string(), to: z.string(), occurrences: z.array(ZPpmOccurrencePlan) })
  .meta({ id: 'PpmForecast' });
export type TPpmForecast = z.infer<typeof ZPpmForecast>;

/** The preview of an edit: the rule as it would be, against the schedule as it is (if any). */
export const ZPpmPreviewRequest = z
  .object({ schedule_id: z.uuid(v('common.invalidId')).nullable().default(null), ...ppmRuleFields })
  .superRefine(refinePpmRule)
  .meta({ id: 'PpmPreviewRequest' });
export type TPpmPreviewRequest = z.input<typeof ZPpmPreviewRequest>;
export const ZPpmPreview = z
  .object({
    from: z.string(),
    to: z.string(),
    occurrences: z.array(ZPpmOccurrencePlan),
    added: z.array(z.string()),
    removed: z.array(z.string()),
    open_tasks: z.number().int().describe('Open tasks already made, which an update may move'),
  })
  .meta({ id: 'PpmPreview' });
export type TPpmPreview = z.infer<typeof ZPpmPreview>;
