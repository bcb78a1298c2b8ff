/**
 * The service dashboard's rollups: per organisation, the ticket figures of each past local day
 * (and of each whole month) summed once, so a period of a year reads a few thousand rows instead
 * of hundreds of thousands of tickets (modules/dashboards/rollups, docs/kpis.md "Speed").
 *
 * - `ticket_rollups`: the sums. A row is one day or month (`grain`, `start`), one kind, and one
 *   `facet`: `main` (per priority and category: created, completed, resolution and response
 *   results, ratings), `completer` (completed per team and person) or `resolution` (completed per
 *   priority and bucket of business resolution time, for medians).
 * - `ticket_rollup_state`: per organisation, the first local day not yet summed, and the time
 *   zone the days were cut in.
 * - `ticket_rollup_log`: the instants of tickets that changed after their day was summed,
 *   written by a trigger on tickets (migration 0014) and drained by the rollup job.
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, day } from './columns.ts';
import { organisationColumn } from './organisations.ts';
import { ticketKind, ticketPriority } from './ticket-enums.ts';

const count = (name: string) => integer(name).notNull().default(0);

export const ticketRollups = pgTable(
  'ticket_rollups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: organisationColumn(),
    /** 'day' or 'month'. */
    grain: text('grain').notNull(),
    /** The local day, or the first day of the month. */
    start: day('start').notNull(),
    /** 'main', 'completer' or 'resolution'. */
    facet: text('facet').notNull(),
    kind: ticketKind('kind').notNull(),
    priority: ticketPriority('priority'),
    categoryId: uuid('category_id'),
    teamId: uuid('team_id'),
    userId: uuid('user_id'),
    bucket: smallint('bucket'),
    created: count('created'),
    completed: count('completed'),
    measured: count('measured'),
    resolutionSeconds: doublePrecision('resolution_seconds').notNull().default(0),
    firstVisit: count('first_visit'),
    reopened: count('reopened'),
    resolutionMet: count('resolution_met'),
    resolutionBreached: count('resolution_breached'),
    responseMet: count('response_met'),
    responseBreached: count('response_breached'),
    rated: count('rated'),
    ratingSum: count('rating_sum'),
    rating1: count('rating_1'),
    rating2: count('rating_2'),
    rating3: count('rating_3'),
    rating4: count('rating_4'),
    rating5: count('rating_5'),
  },
  (table) => [
    index('ticket_rollups_org_grain_start_idx').on(table.organisationId, table.grain, table.start),
  ],
);

export const ticketRollupState = pgTable('ticket_rollup_state', {
  organisationId: organisationColumn().primaryKey(),
  /** Days before this one (local) are summed in ticket_rollups. */
  rolledUntil: day('rolled_until').notNull(),
  /** The organisation's time zone when the days were cut. */
  timezone: text('timezone').notNull(),
  /** False while the first build runs: readers count from the tickets until then. */
  ready: boolean('ready').notNull().default(false),
  /**
   * When the sums last changed (a day summed, or the first build), moving only forward: the
   * version of the sums, which dashboards keep their figures by.
   */
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const ticketRollupLog = pgTable(
  'ticket_rollup_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: organisationColumn(),
    /** The changed ticket's event instants (created, completed, answered, rated), old and new. */
    instants: timestamp('instants', { withTimezone: true }).array().notNull(),
  },
  (table) => [index('ticket_rollup_log_org_idx').on(table.organisationId, table.id)],
);
