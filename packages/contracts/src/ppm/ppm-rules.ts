/**
 * When a planned maintenance schedule falls due: its triggers (calendar, floating after the last
 * completion, meter), how they combine, its start and end, and how it meets the organisation's
 * working calendar (non-working days, seasons, skipping every nth occurrence). Dates are local
 * dates of the organisation's time zone (YYYY-MM-DD); a calendar trigger is also written as an
 * RFC 5545 RRULE (the server's `rrule` of a schedule), so other calendars read it the same way.
 */
import { z } from 'zod';
import { issueMessage, v } from '../validation.ts';
import { ZCalendarDate } from '../team/common.ts';

export const PPM_FREQUENCY_VALUES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TPpmFrequency = (typeof PPM_FREQUENCY_VALUES)[number];

/** Monday first, as RRULE writes them (MO..SU). */
export const PPM_WEEKDAY_VALUES = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;
export type TPpmWeekday = (typeof PPM_WEEKDAY_VALUES)[number];

/**
 * A monthly or yearly rule falls on a day of the month (29 to 31 become the month's last day when
 * the month is shorter), on the nth weekday (the first Monday; -1 is the last), or on the last day.
 */
export const PPM_MONTH_MODE_VALUES = ['day_of_month', 'nth_weekday', 'last_day'] as const;
export type TPpmMonthMode = (typeof PPM_MONTH_MODE_VALUES)[number];

export const PPM_WEEK_OF_MONTH_VALUES = [1, 2, 3, 4, -1] as const;

export const PPM_TRIGGER_TYPE_VALUES = ['calendar', 'floating', 'meter'] as const;
export type TPpmTriggerType = (typeof PPM_TRIGGER_TYPE_VALUES)[number];

/** Several triggers: a task when the first of them falls due, or only once all have. */
export const PPM_COMBINE_VALUES = ['first', 'all'] as const;
export type TPpmCombine = (typeof PPM_COMBINE_VALUES)[number];

/** An occurrence on a non-working day: done anyway, skipped, or moved to the working day before or after. */
export const PPM_NON_WORKING_DAY_VALUES = ['keep', 'skip', 'move_before', 'move_after'] as const;
export type TPpmNonWorkingDay = (typeof PPM_NON_WORKING_DAY_VALUES)[number];

/** Why an occurrence made no task (the generation ledger). */
export const PPM_SKIP_REASON_VALUES = [
  'holiday',
  'non_working_day',
  'season',
  'skip_nth',
  'previous_open',
  'paused',
  'asset_retired',
  'merged',
] as const;
export type TPpmSkipReason = (typeof PPM_SKIP_REASON_VALUES)[number];

/** Limits of a rule. */
export const PPM_RULE_LIMITS = {
  intervalMax: 999,
  floatingDaysMax: 3650,
  occurrencesMax: 10_000,
  seasonsMax: 12,
  triggersMax: 3,
  leadTimeDaysMax: 365,
  skipEveryNthMax: 100,
} as const;

/** A whole number from `min` to `max`; every way of missing it reads as one message. */
function wholeNumber(key: string, min: number, max: number) {
  return z.number(v(key)).int(v(key)).min(min, v(key)).max(max, v(key));
}

const dayOfMonthInvalid = issueMessage('ppm.monthDayImpossible');
const weekdaysRequired = issueMessage('ppm.weekdaysRequired');
const monthDayRequired = issueMessage('ppm.monthDayRequired');
const nthWeekdayRequired = issueMessage('ppm.nthWeekdayRequired');
const monthRequired = issueMessage('ppm.monthRequired');
const meterTargetRequired = issueMessage('ppm.meterTargetRequired');
const seasonDayInvalid = issueMessage('ppm.seasonDayInvalid');

/** Days in each month of a leap year: a yearly rule may fall on 29 February (28th otherwise). */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A day of the year that exists (in a leap year): month 1-12 and day 1-31. */
export function isPossibleMonthDay(month: number, day: number): boolean {
  const days = DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

export const ZPpmCalendarTrigger = z
  .object({
    type: z.literal('calendar'),
    frequency: z.enum(PPM_FREQUENCY_VALUES, v('ppm.frequencyOneOf')),
    interval: wholeNumber('ppm.intervalInvalid', 1, PPM_RULE_LIMITS.intervalMax)
      .default(1)
      .describe('Every N days, weeks, months or years'),
    weekdays: z
      .array(z.enum(PPM_WEEKDAY_VALUES, v('ppm.weekdayOneOf')))
      .max(7)
      .default([])
      .describe('Weekly: the days of the week'),
    month_mode: z
      .enum(PPM_MONTH_MODE_VALUES, v('ppm.monthModeOneOf'))
      .default('day_of_month')
      .describe('Monthly and yearly: by date, by nth weekday, or the last day'),
    month_day: wholeNumber('ppm.monthDayInvalid', 1, 31).nullable().default(null),
    week_of_month: z
      .union(
        PPM_WEEK_OF_MONTH_VALUES.map((value) => z.literal(value)),
        v('ppm.weekOfMonthOneOf'),
      )
      .nullable()
      .default(null)
      .describe('1 to 4, or -1 for the last'),
    weekday: z.enum(PPM_WEEKDAY_VALUES, v('ppm.weekdayOneOf')).nullable().default(null),
    month: wholeNumber('ppm.monthInvalid', 1, 12)
      .nullable()
      .default(null)
      .describe('Yearly: the month (1-12)'),
  })
  .superRefine((rule, context) => {
    if (rule.frequency === 'weekly' && rule.weekdays.length === 0) {
      context.addIssue({ code: 'custom', path: ['weekdays'], message: weekdaysRequired() });
    }
    if (rule.frequency !== 'monthly' && rule.frequency !== 'yearly') return;
    if (rule.month_mode === 'day_of_month' && rule.month_day === null) {
      context.addIssue({ code: 'custom', path: ['month_day'], message: monthDayRequired() });
    }
    if (rule.month_mode === 'nth_weekday' && (rule.week_of_month === null || !rule.weekday)) {
      context.addIssue({ code: 'custom', path: ['weekday'], message: nthWeekdayRequired() });
    }
    if (rule.frequency === 'yearly') {
      if (rule.month === null) {
        context.addIssue({ code: 'custom', path: ['month'], message: monthRequired() });
      } else if (
        rule.month_mode === 'day_of_month' &&
        rule.month_day !== null &&
        !isPossibleMonthDay(rule.month, rule.month_day)
      ) {
        context.addIssue({ code: 'custom', path: ['month_day'], message: dayOfMonthInvalid() });
      }
    }
  });
export type TPpmCalendarTrigger = z.infer<typeof ZPpmCalendarTrigger>;
export type TPpmCalendarTriggerInput = z.input<typeof ZPpmCalendarTrigger>;

export const ZPpmFloatingTrigger = z.object({
  type: z.literal('floating'),
  days_after_completion: wholeNumber('ppm.floatingDaysInvalid', 1, PPM_RULE_LIMITS.floatingDaysMax),
});
export type TPpmFloatingTrigger = z.infer<typeof ZPpmFloatingTrigger>;

const meterValue = z.number(v('ppm.meterValueInvalid')).finite(v('ppm.meterValueInvalid'));

export const ZPpmMeterTrigger = z
  .object({
    type: z.literal('meter'),
    meter_id: z.uuid(v('ppm.meterRequired')),
    /** Every N units since the reading at the last task (e.g. every 500 running hours). */
    every: meterValue.positive(v('ppm.meterValueInvalid')).nullable().default(null),
    /** A reading above or below a threshold. */
    above: meterValue.nullable().default(null),
    below: meterValue.nullable().default(null),
  })
  .superRefine((rule, context) => {
    if (rule.every === null && rule.above === null && rule.below === null) {
      context.addIssue({ code: 'custom', path: ['every'], message: meterTargetRequired() });
    }
  });
export type TPpmMeterTrigger = z.infer<typeof ZPpmMeterTrigger>;

export const ZPpmTrigger = z.discriminatedUnion(
  'type',
  [ZPpmCalendarTrigger, ZPpmFloatingTrigger, ZPpmMeterTrigger],
  v('ppm.triggerTypeOneOf'),
);
export type TPpmTrigger = z.infer<typeof ZPpmTrigger>;
export type TPpmTriggerInput = z.input<typeof ZPpmTrigger>;

/** A season: the schedule runs from one day of the year to another (across the new year when `to` is earlier). */
const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const ZMonthDay = z
  .string(v('ppm.seasonDayInvalid'))
  .regex(MONTH_DAY, v('ppm.seasonDayInvalid'))
  .describe('MM-DD');

export const ZPpmSeason = z
  .object({ from: ZMonthDay, to: ZMonthDay })
  .superRefine((season, context) => {
    for (const key of ['from', 'to'] as const) {
      const match = MONTH_DAY.exec(season[key]);
      if (match && !isPossibleMonthDay(Number(match[1]), Number(match[2]))) {
        context.addIssue({ code: 'custom', path: [key], message: seasonDayInvalid() });
      }
    }
  });
export type TPpmSeason = z.infer<typeof ZPpmSeason>;

/** The fields of a schedule that decide its occurrences (created, updated and previewed alike). */
export const ppmRuleFields = {
  triggers: z
    .array(ZPpmTrigger, v('ppm.triggersRequired'))
    .min(1, v('ppm.triggersRequired'))
    .max(PPM_RULE_LIMITS.triggersMax, v('ppm.triggersMax')),
  combine: z.enum(PPM_COMBINE_VALUES, v('ppm.combineOneOf')).default('first'),
  start_date: z
    .string(v('ppm.startDateRequired'))
    .min(1, v('ppm.startDateRequired'))
    .pipe(ZCalendarDate),
  end_date: ZCalendarDate.nullable().default(null),
  occurrence_count: wholeNumber('ppm.occurrenceCountInvalid', 1, PPM_RULE_LIMITS.occurrencesMax)
    .nullable()
    .default(null),
  non_working_day: z.enum(PPM_NON_WORKING_DAY_VALUES, v('ppm.nonWorkingDayOneOf')).default('keep'),
  skip_every_nth: wholeNumber('ppm.skipEveryNthInvalid', 2, PPM_RULE_LIMITS.skipEveryNthMax)
    .nullable()
    .default(null),
  seasons: z.array(ZPpmSeason).max(PPM_RULE_LIMITS.seasonsMax, v('ppm.seasonsMax')).default([]),
  lead_time_days: wholeNumber('ppm.leadTimeInvalid', 0, PPM_RULE_LIMITS.leadTimeDaysMax)
    .nullable()
    .default(null)
    .describe(
      'Days ahead a task is made; empty = by frequency (daily 1, weekly 7, monthly 28, yearly 90)',
    ),
};

const endBeforeStart = issueMessage('ppm.endBeforeStart');
const oneCalendarTrigger = issueMessage('ppm.oneCalendarTrigger');
const oneFloatingTrigger = issueMessage('ppm.oneFloatingTrigger');

type RuleShape = z.infer<z.ZodObject<typeof ppmRuleFields>>;

/** The checks across a rule's fields, for every schema that carries them. */
export function refinePpmRule(rule: RuleShape, context: z.RefinementCtx): void {
  if (rule.end_date !== null && rule.end_date < rule.start_date) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: endBeforeStart() });
  }
  const count = (type: TPpmTriggerType) => rule.triggers.filter((t) => t.type === type).length;
  if (count('calendar') > 1) {
    context.addIssue({ code: 'custom', path: ['triggers'], message: oneCalendarTrigger() });
  }
  if (count('floating') > 1) {
    context.addIssue({ code: 'custom', path: ['triggers'], message: oneFloatingTrigger() });
  }
}

export const ZPpmRule = z.object(ppmRuleFields).superRefine(refinePpmRule);
export type TPpmRule = z.infer<typeof ZPpmRule>;
export type TPpmRuleInput = z.input<typeof ZPpmRule>;

/** Default days ahead a task is made, by the calendar trigger's frequency (floating and meter: 7). */
export const PPM_DEFAULT_LEAD_DAYS: Record<TPpmFrequency | 'other', number> = {
  daily: 1,
  weekly: 7,
  monthly: 28,
  yearly: 90,
  other: 7,
};

/**
 * The compliance grace of an organisation (SMRP 5.4.14): a task is on time when completed by its
 * due date plus the grace; none, one day, or 20 % of the schedule's interval capped at 28 days.
 */
export const PPM_GRACE_VALUES = ['none', 'one_day', 'percent_20'] as const;
export type TPpmGrace = (typeof PPM_GRACE_VALUES)[number];
export const PPM_DEFAULT_GRACE: TPpmGrace = 'percent_20';
export const PPM_GRACE_CAP_DAYS = 28;

/** Whole days of grace after the due date, for a schedule whose interval is `intervalDays` long. */
export function graceDaysOf(grace: TPpmGrace, intervalDays: number): number {
  if (grace === 'none') return 0;
  if (grace === 'one_day') return 1;
  return Math.min(PPM_GRACE_CAP_DAYS, Math.floor(intervalDays * 0.2));
}
