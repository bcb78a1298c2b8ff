/**
 * The schedule form's values and their request. The form keeps what a person types (numbers as
 * text, pickers as whole choices so names show before any look-up answers); `scheduleRequest`
 * turns them into the contract's body, and the form is checked by the contract itself
 * (ZPpmScheduleRequest), each problem put on the field that holds it. A meter trigger made
 * elsewhere is kept as it is when the schedule is edited here.
 */
import { z } from 'zod';
import {
  PPM_COMBINE_VALUES,
  PPM_FREQUENCY_VALUES,
  PPM_MONTH_MODE_VALUES,
  PPM_NON_WORKING_DAY_VALUES,
  PPM_PREVIOUS_OPEN_VALUES,
  PPM_SCOPE_VALUES,
  PPM_WEEKDAY_VALUES,
  ZPpmScheduleRequest,
  ZTicketPriority,
  type TPpmRuleInput,
  type TPpmSchedule,
  type TPpmScheduleRequest,
  type TPpmTriggerInput,
} from '@mainstay/contracts';

const ZChoice = z.object({ id: z.string(), name: z.string() });
export type TChoice = z.infer<typeof ZChoice>;
const ZAssetChoice = ZChoice.extend({ code: z.string() });

export const TRIGGER_MODES = ['calendar', 'floating', 'both'] as const;
export const END_MODES = ['never', 'date', 'count'] as const;

const ZSeasonRow = z.object({
  from_month: z.string(),
  from_day: z.string(),
  to_month: z.string(),
  to_day: z.string(),
});

const ZFormShape = z.object({
  title: z.string(),
  instructions: z.string(),
  category_id: z.string(),
  priority: ZTicketPriority,
  estimated_minutes: z.string(),
  template_id: z.string(),
  signature_required: z.boolean(),
  parts: z.array(z.object({ name: z.string(), quantity: z.string(), unit: z.string() })),
  building_id: z.string(),
  scope: z.enum(PPM_SCOPE_VALUES),
  assets: z.array(ZAssetChoice),
  location_id: z.string(),
  asset_category_id: z.string(),
  task_per_asset: z.boolean(),
  assignees: z.array(ZChoice),
  team_id: z.string(),
  contractor_id: z.string(),
  trigger_mode: z.enum(TRIGGER_MODES),
  combine: z.enum(PPM_COMBINE_VALUES),
  frequency: z.enum(PPM_FREQUENCY_VALUES),
  interval: z.string(),
  weekdays: z.array(z.enum(PPM_WEEKDAY_VALUES)),
  month_mode: z.enum(PPM_MONTH_MODE_VALUES),
  month_day: z.string(),
  week_of_month: z.string(),
  weekday: z.string(),
  month: z.string(),
  floating_days: z.string(),
  start_date: z.string(),
  end_mode: z.enum(END_MODES),
  end_date: z.string(),
  occurrence_count: z.string(),
  non_working_day: z.enum(PPM_NON_WORKING_DAY_VALUES),
  skip_every_nth: z.string(),
  lead_time_days: z.string(),
  previous_open: z.enum(PPM_PREVIOUS_OPEN_VALUES),
  seasons: z.array(ZSeasonRow),
  /** Triggers the form does not edit (meter), kept as they were. */
  kept_triggers: z.array(z.custom<TPpmTriggerInput>()),
});
export type TScheduleForm = z.infer<typeof ZFormShape>;

/** '' is none; anything else is read as a number (the contract words what is not one). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const pad = (value: string) => value.trim().padStart(2, '0');

function calendarTrigger(values: TScheduleForm): TPpmTriggerInput {
  const monthly = values.frequency === 'monthly' || values.frequency === 'yearly';
  return {
    type: 'calendar',
    frequency: values.frequency,
    interval: numberOrNull(values.interval) ?? Number.NaN,
    weekdays: values.frequency === 'weekly' ? values.weekdays : [],
    month_mode: monthly ? values.month_mode : 'day_of_month',
    month_day:
      monthly && values.month_mode === 'day_of_month' ? numberOrNull(values.month_day) : null,
    week_of_month:
      monthly && values.month_mode === 'nth_weekday'
        ? (numberOrNull(values.week_of_month) as 1 | 2 | 3 | 4 | -1 | null)
        : null,
    weekday:
      monthly && values.month_mode === 'nth_weekday' && values.weekday
        ? (values.weekday as (typeof PPM_WEEKDAY_VALUES)[number])
        : null,
    month: values.frequency === 'yearly' ? numberOrNull(values.month) : null,
  };
}

/** The triggers in order (calendar, floating, then those kept) and the form field of each. */
function triggersOf(values: TScheduleForm) {
  const triggers: TPpmTriggerInput[] = [];
  const fields: (keyof TScheduleForm)[] = [];
  if (values.trigger_mode !== 'floating') {
    triggers.push(calendarTrigger(values));
    fields.push('interval');
  }
  if (values.trigger_mode !== 'calendar') {
    triggers.push({
      type: 'floating',
      days_after_completion: numberOrNull(values.floating_days) ?? Number.NaN,
    });
    fields.push('floating_days');
  }
  for (const trigger of values.kept_triggers) {
    triggers.push(trigger);
    fields.push('trigger_mode');
  }
  return { triggers, fields };
}

/** The rule's part of the request (the preview takes it alone). */
export function ruleRequest(values: TScheduleForm): TPpmRuleInput {
  const { triggers } = triggersOf(values);
  return {
    triggers,
    combine: values.combine,
    start_date: values.start_date,
    end_date: values.end_mode === 'date' ? orNull(values.end_date) : null,
    occurrence_count: values.end_mode === 'count' ? numberOrNull(values.occurrence_count) : null,
    non_working_day: values.non_working_day,
    skip_every_nth: numberOrNull(values.skip_every_nth),
    seasons: values.seasons.map((season) => ({
      from: `${pad(season.from_month)}-${pad(season.from_day)}`,
      to: `${pad(season.to_month)}-${pad(season.to_day)}`,
    })),
    lead_time_days: numberOrNull(values.lead_time_days),
  };
}

export function scheduleRequest(values: TScheduleForm): TPpmScheduleRequest {
  return {
    title: values.title.trim(),
    instructions: values.instructions,
    building_id: values.building_id,
    scope: values.scope,
    asset_ids: values.scope === 'assets' ? values.assets.map((asset) => asset.id) : [],
    location_id: values.scope === 'location' ? orNull(values.location_id) : null,
    asset_category_id: values.scope === 'asset_category' ? orNull(values.asset_category_id) : null,
    // The whole building is one task (the form offers no per-asset choice there).
    task_per_asset: values.scope === 'building' ? false : values.task_per_asset,
    category_id: orNull(values.category_id),
    priority: values.priority,
    assignee_ids: values.assignees.map((person) => person.id),
    team_id: orNull(values.team_id),
    contractor_id: orNull(values.contractor_id),
    estimated_minutes: numberOrNull(values.estimated_minutes),
    signature_required: values.signature_required,
    template_id: orNull(values.template_id),
    parts: values.parts.map((part) => ({
      name: part.name.trim(),
      quantity: numberOrNull(part.quantity) ?? Number.NaN,
      unit: part.unit.trim(),
    })),
    previous_open: values.previous_open,
    ...ruleRequest(values),
  };
}

/**
 * The form field a request path (or a server field key, "triggers.0.interval") belongs to.
 * `triggerFields` says which form field holds each trigger of the request.
 */
export function fieldOfPath(
  path: readonly PropertyKey[],
  triggerFields: readonly (keyof TScheduleForm)[] = ['interval', 'floating_days'],
): string | undefined {
  const [root, index, leaf] = path.map(String);
  if (root === undefined) return undefined;
  if (root === 'triggers') {
    const field = index === undefined ? undefined : triggerFields[Number(index)];
    if (field === 'interval' && leaf && leaf in ZFormShape.shape) return leaf;
    return field ?? 'trigger_mode';
  }
  if (root === 'asset_ids') return 'assets';
  if (root === 'assignee_ids') return 'assignees';
  if (root === 'parts' && index !== undefined) return `parts.${index}.${leaf ?? 'name'}`;
  if (root === 'seasons' && index !== undefined) {
    return `seasons.${index}.${leaf === 'to' ? 'to_day' : 'from_day'}`;
  }
  if (root === 'end_date' || root === 'occurrence_count' || root in ZFormShape.shape) return root;
  return undefined;
}

/** A server field key ("triggers.0.interval") as a form field. */
export function formFieldOf(key: string): keyof TScheduleForm | undefined {
  return fieldOfPath(key.split('.')) as keyof TScheduleForm | undefined;
}

/** The form checked by the contract: each of its problems under the field that holds it. */
export const ZScheduleForm = ZFormShape.superRefine((values, context) => {
  const parsed = ZPpmScheduleRequest.safeParse(scheduleRequest(values));
  if (parsed.success) return;
  const { fields } = triggersOf(values);
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path, fields);
    context.addIssue({
      code: 'custom',
      path: field ? field.split('.') : ['title'],
      message: issue.message,
    });
  }
});

const today = () => new Date().toISOString().slice(0, 10);

/** The form's values for a schedule, or for a new one starting today. */
export function scheduleFormValues(schedule: TPpmSchedule | null): TScheduleForm {
  const rule = schedule?.rule;
  const calendar = rule?.triggers.find((trigger) => trigger.type === 'calendar');
  const floating = rule?.triggers.find((trigger) => trigger.type === 'floating');
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  const split = (monthDay: string) => monthDay.split('-').map((part) => String(Number(part)));
  return {
    title: schedule?.title ?? '',
    instructions: schedule?.instructions ?? '',
    category_id: schedule?.category?.id ?? '',
    priority: schedule?.priority ?? 'medium',
    estimated_minutes: text(schedule?.estimated_minutes),
    template_id: schedule?.template?.id ?? '',
    signature_required: schedule?.signature_required ?? false,
    parts: (schedule?.parts ?? []).map((part) => ({
      name: part.name,
      quantity: String(part.quantity),
      unit: part.unit,
    })),
    building_id: schedule?.building.id ?? '',
    scope: schedule?.scope ?? 'assets',
    assets: schedule?.assets ?? [],
    location_id: schedule?.location?.id ?? '',
    asset_category_id: schedule?.asset_category?.id ?? '',
    task_per_asset: schedule?.task_per_asset ?? true,
    assignees: schedule?.assignees ?? [],
    team_id: schedule?.team?.id ?? '',
    contractor_id: schedule?.contractor?.id ?? '',
    trigger_mode: calendar && floating ? 'both' : floating ? 'floating' : 'calendar',
    combine: rule?.combine ?? 'first',
    frequency: calendar?.frequency ?? 'monthly',
    interval: text(calendar?.interval ?? 1),
    weekdays: calendar?.weekdays ?? ['mo'],
    month_mode: calendar?.month_mode ?? 'day_of_month',
    month_day: text(calendar?.month_day ?? 1),
    week_of_month: text(calendar?.week_of_month ?? 1),
    weekday: calendar?.weekday ?? 'mo',
    month: text(calendar?.month ?? 1),
    floating_days: text(floating?.days_after_completion ?? 30),
    start_date: rule?.start_date ?? today(),
    end_mode: rule?.end_date ? 'date' : rule?.occurrence_count ? 'count' : 'never',
    end_date: rule?.end_date ?? '',
    occurrence_count: text(rule?.occurrence_count),
    non_working_day: rule?.non_working_day ?? 'move_after',
    skip_every_nth: text(rule?.skip_every_nth),
    lead_time_days: text(rule?.lead_time_days),
    previous_open: schedule?.previous_open ?? 'miss_previous',
    seasons: (rule?.seasons ?? []).map((season) => {
      const [fromMonth = '1', fromDay = '1'] = split(season.from);
      const [toMonth = '12', toDay = '31'] = split(season.to);
      return { from_month: fromMonth, from_day: fromDay, to_month: toMonth, to_day: toDay };
    }),
    kept_triggers: rule?.triggers.filter((trigger) => trigger.type === 'meter') ?? [],
  };
}
