/**
 * What gathers around a ticket while it is worked: its timeline (changes, comments,
 * attachments), its files, time logs and parts; and the saved views of the ticket lists.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, cents, createdAt, jsonRecord, linkTo, textOrEmpty } from './columns.ts';
import { files } from './files.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

export const TICKET_ACTIVITY_TYPES = [
  'created',
  'comment',
  'status',
  'assignment',
  'attachment',
  'time',
  'part',
  'signature',
  'feedback',
  'sla',
  'update',
] as const;
export const ticketActivityType = pgEnum('ticket_activity_type', TICKET_ACTIVITY_TYPES);
export const ACTIVITY_VISIBILITIES = ['internal', 'public'] as const;
export const activityVisibility = pgEnum('activity_visibility', ACTIVITY_VISIBILITIES);

/** The ticket's timeline: every change, comment and attachment with who and when. */
export const ticketActivity = tenantTable(
  'ticket_activity',
  {
    ticketId: belongsTo('ticket_id', () => tickets.id),
    type: ticketActivityType('type').notNull(),
    /** Null for the system (SLA checks) or a reporter acting through a signed link. */
    actorUserId: linkTo('actor_user_id', () => users.id),
    actorName: text('actor_name'),
    body: textOrEmpty('body'),
    visibility: activityVisibility('visibility').notNull().default('internal'),
    /** Type-specific details, e.g. { from, to, reason } for a status change. */
    data: jsonRecord<unknown>('data'),
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_activity_ticket_id_created_at_idx').on(table.ticketId, table.createdAt),
  ],
);

export const TICKET_FILE_KINDS = ['photo', 'document'] as const;
export const ticketFileKind = pgEnum('ticket_file_kind', TICKET_FILE_KINDS);

export const ticketFiles = pgTable(
  'ticket_files',
  {
    organisationId: organisationColumn(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    fileId: belongsTo('file_id', () => files.id),
    kind: ticketFileKind('kind').notNull(),
    /** The timeline entry (comment) the file was attached with, if any. */
    activityId: linkTo('activity_id', () => ticketActivity.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.fileId] }),
    index('ticket_files_ticket_id_idx').on(table.ticketId),
  ],
);

/** Time on a ticket per person: a running timer (ended_at null) or a recorded duration. */
export const ticketTimeLogs = tenantTable(
  'ticket_time_logs',
  {
    ticketId: belongsTo('ticket_id', () => tickets.id),
    userId: belongsTo('user_id', () => users.id),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
    /** Set when the log is stopped or entered as a duration. */
    durationMinutes: integer('duration_minutes'),
    /** The rate in force when the time was logged, in minor units per hour. */
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    costCents: cents('cost_cents').notNull().default(0),
    note: textOrEmpty('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_time_logs_ticket_id_idx').on(table.ticketId),
    index('ticket_time_logs_user_id_idx').on(table.userId),
  ],
);

/** Parts and materials used on a ticket. */
export const ticketParts = tenantTable(
  'ticket_parts',
  {
    ticketId: belongsTo('ticket_id', () => tickets.id),
    description: text('description').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unitCostCents: cents('unit_cost_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdByUserId: linkTo('created_by_user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_parts_ticket_id_idx').on(table.ticketId)],
);

/** A user's named filter set on a list page (the list's URL query), optionally shared. */
export const savedViews = tenantTable(
  'saved_views',
  {
    userId: belongsTo('user_id', () => users.id),
    /** Which list, e.g. 'reactive-tickets', 'general-tickets', 'my-jobs'. */
    page: text('page').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('saved_views_organisation_id_page_idx').on(table.organisationId, table.page)],
);

export type TicketActivityRow = typeof ticketActivity.$inferSelect;
