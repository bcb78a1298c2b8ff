/**
 * Scheduled reports (/v1/reports/schedules): a report of the catalogue with its filters, sent
 * daily, weekly or monthly at an hour of the organisation's time zone to people of the
 * organisation who may open it, as an attachment or a download link. The period filter is
 * relative to each run (`7d`: the seven days up to the run's day); `custom` sends the same days
 * every time.
 */
import { z } from 'zod';
import { issueMessage, v } from '../validation.ts';
import { ZReportFileFormat } from './report-exports.ts';
import { REPORT_KEYS, ZReportQuery } from './reports.ts';

export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type TReportScheduleFrequency = (typeof REPORT_SCHEDULE_FREQUENCIES)[number];

/** The file attached to the e-mail, or a link to it (kept REPORT_EXPORT_DAYS days). */
export const REPORT_DELIVERIES = ['attachment', 'link'] as const;
export type TReportDelivery = (typeof REPORT_DELIVERIES)[number];

export const REPORT_SCHEDULE_LIMITS = { name: 120, recipients: 50 } as const;

const day = (key: string) => z.iso.date(v(key)).nullable();

/** Every field, none defaulted: the update takes any of them. */
const FIELDS = {
  name: z
    .string(v('reportSchedules.nameRequired'))
    .trim()
    .min(1, v('reportSchedules.nameRequired'))
    .max(REPORT_SCHEDULE_LIMITS.name, v('common.theNameMax')),
  report_key: z.enum(REPORT_KEYS, v('reportSchedules.reportOneOf')),
  filters: ZReportQuery.describe("The report's query: period, building, kind, grouping"),
  format: ZReportFileFormat.unwrap(),
  delivery: z.enum(REPORT_DELIVERIES, v('reportSchedules.deliveryOneOf')),
  frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES, v('reportSchedules.frequencyOneOf')),
  day_of_week: z
    .int(v('reportSchedules.dayOfWeekRange'))
    .min(0, v('reportSchedules.dayOfWeekRange'))
    .max(6, v('reportSchedules.dayOfWeekRange'))
    .nullable()
    .describe('Weekly: 0 Sunday to 6 Saturday'),
  day_of_month: z
    .int(v('reportSchedules.dayOfMonthRange'))
    .min(1, v('reportSchedules.dayOfMonthRange'))
    .max(31, v('reportSchedules.dayOfMonthRange'))
    .nullable()
    .describe("Monthly: 1 to 31; a shorter month's last day stands for 29 to 31"),
  hour: z
    .int(v('reportSchedules.hourRange'))
    .min(0, v('reportSchedules.hourRange'))
    .max(23, v('reportSchedules.hourRange'))
    .describe("0 to 23, in the organisation's time zone"),
  starts_on: day('reportSchedules.startsOnDate').describe('No run before this day'),
  ends_on: day('reportSchedules.endsOnDate').describe('No run after this day'),
  recipient_ids: z
    .array(z.uuid(v('reportSchedules.recipientInvalid')), v('reportSchedules.recipientsRequired'))
    .min(1, v('reportSchedules.recipientsRequired'))
    .max(REPORT_SCHEDULE_LIMITS.recipients, v('reportSchedules.recipientsTooMany')),
  active: z.boolean().describe('A paused schedule sends nothing'),
};

/** Every field with its own rule and no default (forms pick and extend these). */
export const ZReportScheduleFields = z.object(FIELDS);

const dayOfWeekRequired = issueMessage('reportSchedules.dayOfWeekRequired');
const dayOfMonthRequired = issueMessage('reportSchedules.dayOfMonthRequired');
const endsBeforeStarts = issueMessage('reportSchedules.endsBeforeStarts');

/** What a schedule needs besides each field's own rule. */
export function checkSchedule(
  values: {
    frequency?: TReportScheduleFrequency | undefined;
    day_of_week?: number | null | undefined;
    day_of_month?: number | null | undefined;
    starts_on?: string | null | undefined;
    ends_on?: string | null | undefined;
  },
  context: z.core.$RefinementCtx,
): void {
  const issue = (path: string, message: () => string) =>
    context.addIssue({ code: 'custom', path: [path], message: message() });
  if (values.frequency === 'weekly' && (values.day_of_week ?? null) === null) {
    issue('day_of_week', dayOfWeekRequired);
  }
  if (values.frequency === 'monthly' && (values.day_of_month ?? null) === null) {
    issue('day_of_month', dayOfMonthRequired);
  }
  if (values.starts_on && values.ends_on && values.ends_on < values.starts_on) {
    issue('ends_on', endsBeforeStarts);
  }
}

export const ZCreateReportScheduleRequest = z
  .object({
    ...FIELDS,
    filters: FIELDS.filters.prefault({}),
    format: ZReportFileFormat,
    delivery: FIELDS.delivery.default('attachment'),
    day_of_week: FIELDS.day_of_week.default(null),
    day_of_month: FIELDS.day_of_month.default(null),
    starts_on: FIELDS.starts_on.default(null),
    ends_on: FIELDS.ends_on.default(null),
    active: FIELDS.active.default(true),
  })
  .superRefine(checkSchedule);
export type TCreateReportScheduleRequest = z.input<typeof ZCreateReportScheduleRequest>;
export type TReportScheduleValues = z.output<typeof ZCreateReportScheduleRequest>;

/** Any of the fields; the schedule they make is checked whole (checkSchedule) by the server. */
export const ZUpdateReportScheduleRequest =
  ZReportScheduleFields.partial().superRefine(checkSchedule);
export type TUpdateReportScheduleRequest = z.input<typeof ZUpdateReportScheduleRequest>;

export const ZReportScheduleParams = z.object({ id: z.uuid() });

export const ZReportSchedulePerson = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type TReportSchedulePerson = z.infer<typeof ZReportSchedulePerson>;

export const ZReportSchedule = z
  .object({
    id: z.uuid(),
    name: z.string(),
    report_key: z.enum(REPORT_KEYS),
    filters: ZReportQuery,
    format: z.string(),
    delivery: z.enum(REPORT_DELIVERIES),
    frequency: z.enum(REPORT_SCHEDULE_FREQUENCIES),
    day_of_week: z.number().int().nullable(),
    day_of_month: z.number().int().nullable(),
    hour: z.number().int(),
    starts_on: z.iso.date().nullable(),
    ends_on: z.iso.date().nullable(),
    active: z.boolean(),
    /** The organisation's time zone, the hour's. */
    timezone: z.string(),
    /** Whose view of the report is sent (their buildings and permissions at each run). */
    owner: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    recipients: z.array(ZReportSchedulePerson),
    /** Null when paused or past its last day. */
    next_run_at: z.iso.datetime().nullable(),
    last_run_at: z.iso.datetime().nullable(),
    last_status: z.enum(['sent', 'failed']).nullable(),
    /** Why the last run failed, in the caller's language. */
    last_error: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'ReportSchedule' });
export type TReportSchedule = z.infer<typeof ZReportSchedule>;

export const ZReportScheduleList = z
  .object({ items: z.array(ZReportSchedule) })
  .meta({ id: 'ReportScheduleList' });
export type TReportScheduleList = z.infer<typeof ZReportScheduleList>;

/** People who may receive a report: active members allowed to open it. */
export const ZReportRecipientQuery = z.object({
  report_key: z.enum(REPORT_KEYS, v('reportSchedules.reportOneOf')),
  search: z.string().trim().max(200, v('common.searchTooLong')).optional(),
});
export type TReportRecipientQuery = z.input<typeof ZReportRecipientQuery>;

export const ZReportRecipientList = z.object({ items: z.array(ZReportSchedulePerson) });
export type TReportRecipientList = z.infer<typeof ZReportRecipientList>;

/** The unsubscribe link's token: the only credential of the public endpoint. */
export const ZReportUnsubscribeRequest = z.object({
  token: z
    .string(v('reportSchedules.tokenRequired'))
    .min(10, v('reportSchedules.tokenRequired'))
    .max(2000, v('reportSchedules.tokenRequired')),
});
export type TReportUnsubscribeRequest = z.input<typeof ZReportUnsubscribeRequest>;

export const ZReportUnsubscribeResult = z.object({
  message: z.string(),
  /** The schedule left, or null when it no longer exists. */
  schedule_name: z.string().nullable(),
});
export type TReportUnsubscribeResult = z.infer<typeof ZReportUnsubscribeResult>;
