/**
 * Reports delivered later. An export is one report computed on the job queue into a stored file
 * (kept REPORT_EXPORT_DAYS days, then removed with its row). A schedule sends a report with its
 * filters daily, weekly or monthly to some of the organisation's people; each run it makes is
 * written in a ledger keyed by (schedule, due instant), so however many servers run the job, an
 * occurrence is sent once, and each recipient it was sent to is recorded, so a run taken over
 * after a crash sends only to the others.
 */
import type { TReportQuery } from '@mainstay/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, belongsTo, createdAt, day, linkTo, timestamps } from './columns.ts';
import { files } from './files.ts';
import { linkTable, tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const REPORT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const reportExportStatus = pgEnum('report_export_status', REPORT_EXPORT_STATUSES);
export const REPORT_SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const reportScheduleFrequency = pgEnum(
  'report_schedule_frequency',
  REPORT_SCHEDULE_FREQUENCIES,
);
export const REPORT_DELIVERIES = ['attachment', 'link'] as const;
export const reportDelivery = pgEnum('report_delivery', REPORT_DELIVERIES);
export const REPORT_RUN_STATUSES = ['running', 'sent', 'failed'] as const;
export const reportRunStatus = pgEnum('report_run_status', REPORT_RUN_STATUSES);

export const reportSchedules = tenantTable(
  'report_schedules',
  {
    /** Whose view of the report each run sends; null once that user is removed. */
    ownerUserId: linkTo('owner_user_id', () => users.id),
    name: text('name').notNull(),
    reportKey: text('report_key').notNull(),
    filters: jsonb('filters').$type<TReportQuery>().notNull().default({}),
    /** A format of the report export (text, so a new format needs no migration). */
    format: text('format').notNull(),
    delivery: reportDelivery('delivery').notNull().default('attachment'),
    frequency: reportScheduleFrequency('frequency').notNull(),
    /** Weekly: 0 Sunday to 6 Saturday. */
    dayOfWeek: integer('day_of_week'),
    /** Monthly: 1 to 31 (the month's last day when shorter). */
    dayOfMonth: integer('day_of_month'),
    hour: integer('hour').notNull(),
    startsOn: day('starts_on'),
    endsOn: day('ends_on'),
    active: boolean('active').notNull().default(true),
    /** The next occurrence; null when paused or past ends_on. */
    nextRunAt: at('next_run_at'),
    lastRunAt: at('last_run_at'),
    lastStatus: text('last_status').$type<'sent' | 'failed'>(),
    /** Why the last run failed: a key of reportDelivery:runErrors. */
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    index('report_schedules_organisation_id_created_at_idx').on(
      table.organisationId,
      table.createdAt,
    ),
    index('report_schedules_next_run_at_idx').on(table.nextRunAt),
  ],
);

export const reportScheduleRecipients = linkTable('report_schedule_recipients', {
  scheduleId: belongsTo('schedule_id', () => reportSchedules.id),
  userId: belongsTo('user_id', () => users.id),
});

export const reportExports = tenantTable(
  'report_exports',
  {
    requestedByUserId: linkTo('requested_by_user_id', () => users.id),
    /** Set for the files of a schedule's runs. */
    scheduleId: linkTo('schedule_id', () => reportSchedules.id),
    reportKey: text('report_key').notNull(),
    query: jsonb('query').$type<TReportQuery>().notNull().default({}),
    format: text('format').notNull(),
    /** The language of the file's headers and labels. */
    language: text('language').notNull(),
    status: reportExportStatus('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileId: linkTo('file_id', () => files.id),
    /** Why it failed: a key of reportDelivery:runErrors, or an error code. */
    error: text('error'),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    ...timestamps(),
  },
  (table) => [
    index('report_exports_organisation_id_requested_by_user_id_idx').on(
      table.organisationId,
      table.requestedByUserId,
    ),
    index('report_exports_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * One row per occurrence of a schedule: the claim that makes its e-mails go out once. A run is
 * `running` until it is sent or given up; an attempt holds it until `lease_until`, after which
 * another pass may take it over (the attempt died, or failed and waits to be tried again).
 */
export const reportScheduleRuns = tenantTable(
  'report_schedule_runs',
  {
    scheduleId: belongsTo('schedule_id', () => reportSchedules.id),
    dueAt: at('due_at').notNull(),
    status: reportRunStatus('status').notNull().default('running'),
    exportId: uuid('export_id').references(() => reportExports.id, { onDelete: 'set null' }),
    /** People it was sent to over all its attempts, with any an attempt died sending to. */
    recipients: integer('recipients').notNull().default(0),
    /** Why it failed, or why its last attempt did: a key of reportDelivery:runErrors, or paused. */
    error: text('error'),
    /** The first attempt's start: every attempt computes the report as of this moment. */
    startedAt: createdAt(),
    finishedAt: at('finished_at'),
    /** Attempts started, the first included; each one's updates are fenced by its number. */
    attempts: integer('attempts').notNull().default(1),
    leaseUntil: at('lease_until').notNull().defaultNow(),
  },
  (table) => [
    unique('report_schedule_runs_organisation_id_schedule_id_due_at_unique').on(
      table.organisationId,
      table.scheduleId,
      table.dueAt,
    ),
    // Each pass looks for unfinished runs whose lease has passed: few among all the sent ones.
    index('report_schedule_runs_lease_until_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * Who a run's e-mail went to, one row per recipient, claimed just before their e-mail is handed
 * to the outbox (`sent_at` once it was): an attempt that takes over a run skips them, so nobody
 * gets an occurrence twice. A claim without `sent_at` is an attempt that died while sending to
 * that person; they are skipped too (at most once, rather than at least once).
 */
export const reportScheduleDeliveries = linkTable('report_schedule_deliveries', {
  runId: belongsTo('run_id', () => reportScheduleRuns.id),
  userId: belongsTo('user_id', () => users.id),
  claimedAt: createdAt(),
  sentAt: at('sent_at'),
});

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;
export type ReportScheduleRunRow = typeof reportScheduleRuns.$inferSelect;
export type ReportExportRow = typeof reportExports.$inferSelect;
