/**
 * The SLA engine's settings: policies (response and resolution targets per priority, optionally
 * per kind, category or building), the organisation's working calendar and holidays, and the
 * ticket settings (reopen window, default labour rate). In-app notifications live here too.
 */
import { PPM_DEFAULT_GRACE, PPM_GRACE_VALUES, type TSlaTicketKind } from '@mainstay/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings.ts';
import { at, belongsTo, createdAt, day, jsonRecord, linkTo, timestamps } from './columns.ts';
import { organisations, tenantTable } from './organisations.ts';
import { roles } from './roles.ts';
import { ticketKind, ticketPriority } from './ticket-enums.ts';
import { ticketCategories, tickets } from './tickets.ts';
import { users } from './users.ts';

export const ppmGrace = pgEnum('ppm_grace', PPM_GRACE_VALUES);

export const SLA_CLOCKS = ['business_hours', 'always'] as const;
export const slaClock = pgEnum('sla_clock', SLA_CLOCKS);

export const slaPolicies = tenantTable(
  'sla_policies',
  {
    name: text('name').notNull(),
    /**
     * Set on the default policies (SLA_DEFAULT_POLICY_NAMES in the contracts), kept when renamed:
     * the app translates a default policy's name while it is still the default one.
     */
    key: text('key'),
    priority: ticketPriority('priority').notNull(),
    /**
     * Null: both timed kinds (never PPM tasks). The most specific active policy (building,
     * category, kind) wins.
     */
    kind: ticketKind('kind').$type<TSlaTicketKind>(),
    categoryId: linkTo('category_id', () => ticketCategories.id, 'cascade'),
    buildingId: linkTo('building_id', () => buildings.id, 'cascade'),
    responseMinutes: integer('response_minutes').notNull(),
    resolutionMinutes: integer('resolution_minutes').notNull(),
    clock: slaClock('clock').notNull().default('business_hours'),
    /** Who hears about a breach besides assignees and managers. */
    escalationRoleId: linkTo('escalation_role_id', () => roles.id),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [index('sla_policies_organisation_id_idx').on(table.organisationId)],
);

/** One opening interval of a weekday, "HH:MM" local to the calendar's time zone. */
export interface WorkingInterval {
  start: string;
  end: string;
}

/** Per organisation: the working calendar and the ticket rules (one row, created on demand). */
export const ticketSettings = pgTable('ticket_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  timezone: text('timezone').notNull().default('UTC'),
  /** Seven entries, Sunday first (0) to Saturday (6); an empty list is a closed day. */
  week: jsonb('week')
    .$type<WorkingInterval[][]>()
    .notNull()
    .default([
      [],
      [{ start: '08:00', end: '18:00' }],
      [{ start: '08:00', end: '18:00' }],
      [{ start: '08:00', end: '18:00' }],
      [{ start: '08:00', end: '18:00' }],
      [{ start: '08:00', end: '18:00' }],
      [],
    ]),
  /** Days after completion during which the reporter may reopen a ticket. */
  reopenWindowDays: integer('reopen_window_days').notNull().default(14),
  /** A ticket is at risk once this share (percent) of its resolution target has elapsed. */
  atRiskPercent: integer('at_risk_percent').notNull().default(75),
  /** Labour rate for staff time (contractor staff use their company's rate), minor units/hour. */
  defaultHourlyRateCents: integer('default_hourly_rate_cents').notNull().default(4500),
  currency: text('currency').notNull().default('EUR'),
  /** PM compliance grace after a PPM task's due date (SMRP 5.4.14). */
  ppmGrace: ppmGrace('ppm_grace').notNull().default(PPM_DEFAULT_GRACE),
  ...timestamps(),
});

export const holidays = tenantTable(
  'holidays',
  {
    day: day('day').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('holidays_organisation_id_day_unique').on(table.organisationId, table.day)],
);

export const NOTIFICATION_TYPES = [
  'ticket_assigned',
  'ticket_mentioned',
  'ticket_comment',
  'ticket_reopened',
  'ticket_feedback',
  'sla_at_risk',
  'sla_breached',
  'sla_escalated',
] as const;
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/** In-app notifications; the web app words them by type in the reader's language. */
export const notifications = tenantTable(
  'notifications',
  {
    userId: belongsTo('user_id', () => users.id),
    type: notificationType('type').notNull(),
    ticketId: linkTo('ticket_id', () => tickets.id, 'cascade'),
    /** Values the message needs, e.g. { number, title, actor }. */
    data: jsonRecord<string>('data'),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

export type SlaPolicy = typeof slaPolicies.$inferSelect;
export type TicketSettingsRow = typeof ticketSettings.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
