/**
 * The service dashboard (/v1/dashboards/service): the figures of the landing page, each computed
 * in the database over the tickets the caller may see, for one period. The formulas are
 * published in docs/kpis.md and shown beside each figure. A figure without data is `null`
 * ("no data"), never 0 % or NaN.
 */
import { z } from 'zod';
import { issueMessage, v } from '../validation.ts';
import {
  TICKET_PRIORITY_VALUES,
  ZTicketKind,
  ZTicketPriority,
  ZTicketStatus,
} from '../tickets/fields.ts';

/** The periods the filter offers; `custom` takes `from` and `to`. */
export const DASHBOARD_RANGES = [
  'today',
  '7d',
  '30d',
  'month',
  'quarter',
  'year',
  'custom',
] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];

/** The longest custom period, in days (five years). */
export const DASHBOARD_MAX_DAYS = 5 * 366;

/** Open tickets by how long they have been open. */
export const BACKLOG_AGE_BUCKETS = ['1d', '3d', '7d', '30d', 'older'] as const;
export type TBacklogAgeBucket = (typeof BACKLOG_AGE_BUCKETS)[number];

/** Trend points are days for periods up to 31 days, weeks up to 26 weeks, months beyond. */
export const TREND_STEPS = ['day', 'week', 'month'] as const;

const fromRequired = issueMessage('dashboards.fromRequired');
const toRequired = issueMessage('dashboards.toRequired');
const toBeforeFrom = issueMessage('dashboards.toBeforeFrom');
const rangeTooLong = issueMessage('dashboards.rangeTooLong');

const day = (invalid: string) => z.iso.date(v(invalid)).optional().describe('YYYY-MM-DD');

/**
 * The period filter the dashboards and reports share. Days are those of the organisation's time
 * zone (its working calendar's): `from` and `to` are both included. The ticket list's date
 * filters use the same days, so a drill-down finds the same tickets.
 */
export const DASHBOARD_PERIOD_FIELDS = {
  range: z.enum(DASHBOARD_RANGES, v('dashboards.rangeOneOf')).default('30d'),
  from: day('dashboards.fromDate').describe('YYYY-MM-DD, first day; with range=custom'),
  to: day('dashboards.toDate').describe('YYYY-MM-DD, last day; with range=custom'),
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  kind: ZTicketKind.optional().describe('Both kinds when absent'),
};

/** A custom period needs both days, the last not before the first, at most five years. */
export function checkPeriod(
  query: { range: TDashboardRange; from?: string | undefined; to?: string | undefined },
  context: z.core.$RefinementCtx,
): void {
  if (query.range !== 'custom') return;
  const issue = (path: 'from' | 'to', message: () => string) =>
    context.addIssue({ code: 'custom', path: [path], message: message() });
  if (!query.from) issue('from', fromRequired);
  if (!query.to) issue('to', toRequired);
  if (!query.from || !query.to) return;
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0) issue('to', toBeforeFrom);
  else if (days > DASHBOARD_MAX_DAYS) issue('to', rangeTooLong);
}

export const ZDashboardQuery = z.object(DASHBOARD_PERIOD_FIELDS).superRefine(checkPeriod);
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

/** A figure in seconds, or null without data. */
const seconds = z.number().nonnegative().nullable();
/** A share between 0 and 1, or null when its denominator is 0. */
const rate = z.number().min(0).max(1).nullable();
const count = z.number().int().nonnegative();

const ZNamedCount = z.object({ id: z.uuid(), name: z.string(), count });

const ZDurationFigure = z.object({
  count: count.describe('Tickets measured'),
  mean_seconds: seconds,
  median_seconds: seconds,
});

const ZSlaFigure = z.object({
  met: count,
  breached: count,
  rate: rate.describe('met / (met + breached)'),
});

export const ZServiceDashboard = z
  .object({
    period: z.object({
      range: z.enum(DASHBOARD_RANGES),
      /** The days shown (YYYY-MM-DD, both included) and the period before, of the same length. */
      from: z.iso.date(),
      to: z.iso.date(),
      previous_from: z.iso.date(),
      previous_to: z.iso.date(),
      timezone: z.string(),
      trend_step: z.enum(TREND_STEPS),
    }),
    /** Completed in the period: completed - created, in business hours, net of on-hold time. */
    resolution_time: ZDurationFigure.extend({
      business_hours: z.boolean().describe('False when the organisation has no working calendar'),
      by_priority: z.array(ZDurationFigure.extend({ priority: ZTicketPriority })),
    }),
    completed: z.object({
      count,
      previous_count: count,
      by_team: z.array(ZNamedCount),
      by_person: z.array(ZNamedCount),
    }),
    /** Per kind: open now by status, created in the period and in the period before. */
    tickets: z.array(
      z.object({
        kind: ZTicketKind,
        open: count,
        by_status: z.array(z.object({ status: ZTicketStatus, count })),
        created: count,
        previous_created: count,
      }),
    ),
    /** Open work past its resolution due time, now (whatever the period). */
    overdue: z.object({
      count,
      by_priority: z.array(z.object({ priority: ZTicketPriority, count })),
    }),
    /** The caller's overdue assigned work: assigned to them, and to their teams. */
    overdue_jobs: z.object({ mine: count, my_teams: count }),
    feedback: z.object({
      count,
      average: z.number().min(1).max(5).nullable(),
      /** Ratings 1 to 5, in that order. */
      distribution: z.array(count).length(5),
      latest: z.array(
        z.object({
          ticket_id: z.uuid(),
          number: z.string(),
          kind: ZTicketKind,
          rating: z.number().int().min(1).max(5),
          comment: z.string().nullable(),
          at: z.iso.datetime(),
        }),
      ),
    }),
    first_call_resolution: z.object({
      completed: count,
      first_visit: count.describe('One start of work and no reopen within 30 days'),
      rate,
      reopened: count.describe('Reopened within 30 days of completion'),
      reopen_rate: rate,
    }),
    /** Tickets whose clock stopped in the period, business hours, net of pauses. */
    sla: z.object({ response: ZSlaFigure, resolution: ZSlaFigure }),
    trend: z.array(
      z.object({
        /** First day of the step (YYYY-MM-DD). */
        start: z.iso.date(),
        created: count,
        completed: count,
        resolution_sla_rate: rate,
      }),
    ),
    backlog_by_age: z.array(z.object({ bucket: z.enum(BACKLOG_AGE_BUCKETS), count })),
    /** Created in the period. */
    by_priority: z.array(z.object({ priority: z.enum(TICKET_PRIORITY_VALUES), count })),
    by_category: z.array(
      z.object({
        id: z.uuid().nullable(),
        name: z.string().nullable(),
        key: z.string().nullable(),
        count,
      }),
    ),
    /**
     * Planned maintenance (PPM tasks, which the figures above leave out): open work due in the
     * coming week and overdue now, completed in the period, and PM compliance over the tasks whose
     * compliance deadline fell in the period (docs/kpis.md). Null when the caller reaches none.
     */
    ppm: z
      .object({
        due_this_week: count.describe('Open, due from today to the sixth day after'),
        overdue: count.describe('Open, not on hold, past the due date now'),
        completed: count.describe('Completed in the period'),
        compliance: z.object({
          on_time: count.describe('Completed by the compliance deadline'),
          late: count.describe('Completed after it, missed, or still open past it'),
          pending: count.describe('Open, deadline in the period but not reached yet'),
          rate: rate.describe('on_time / (on_time + late)'),
          previous_rate: rate.describe('The same over the period before'),
        }),
      })
      .nullable(),
    generated_at: z.iso.datetime(),
  })
  .meta({ id: 'ServiceDashboard' });
export type TServiceDashboard = z.infer<typeof ZServiceDashboard>;
