/**
 * Tickets: reactive (a fault to fix) and general (any other request), one table for both kinds.
 * Each carries its SLA deadlines, its work record (time, parts, signatures), its activity
 * timeline and the reporter's feedback. Categories are per organisation and per kind.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { buildings } from './buildings.ts';
import { createdAt, id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { locations } from './locations.ts';
import { organisations } from './organisations.ts';
import { contractors, teams } from './people.ts';
import { tsvector } from './search.ts';
import { users } from './users.ts';

const organisationId = () =>
  uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' });

export const TICKET_KINDS = ['reactive', 'general'] as const;
export const ticketKind = pgEnum('ticket_kind', TICKET_KINDS);

export const TICKET_STATUSES = [
  'new',
  'assigned',
  'in_progress',
  'on_hold',
  'completed',
  'closed',
  'cancelled',
  'reopened',
] as const;
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);

export const TICKET_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const ticketPriority = pgEnum('ticket_priority', TICKET_PRIORITIES);

/** Category keys every organisation starts with, per kind (names are translated in the app). */
export const DEFAULT_TICKET_CATEGORIES = {
  reactive: [
    'hvac',
    'electrical',
    'plumbing',
    'lighting',
    'doors_locks',
    'lifts',
    'fire_safety',
    'structural',
    'it',
    'other',
  ],
  general: [
    'cleaning',
    'furniture_move',
    'keys_access',
    'waste',
    'pest_control',
    'signage',
    'event_setup',
    'other',
  ],
} as const;

export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: id(),
    organisationId: organisationId(),
    kind: ticketKind('kind').notNull(),
    /** Set for the default categories; null for the organisation's own. */
    key: text('key'),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (table) => [
    unique('ticket_categories_organisation_id_kind_name_unique').on(
      table.organisationId,
      table.kind,
      table.name,
    ),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    organisationId: organisationId(),
    kind: ticketKind('kind').notNull(),
    /** Per organisation and kind: 123 is shown as RT-000123 (reactive) or GT-000123 (general). */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'restrict' }),
    categoryId: uuid('category_id').references(() => ticketCategories.id, {
      onDelete: 'set null',
    }),
    priority: ticketPriority('priority').notNull().default('medium'),
    status: ticketStatus('status').notNull().default('new'),
    /** A user of the organisation, or someone without an account (name, e-mail, phone). */
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    reporterPhone: text('reporter_phone'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Besides the assigned users (ticket_assignees): one team and/or one contractor company. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    contractorId: uuid('contractor_id').references(() => contractors.id, { onDelete: 'set null' }),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    holdReason: text('hold_reason'),
    cancelReason: text('cancel_reason'),
    reopenReason: text('reopen_reason'),
    completionNotes: text('completion_notes'),

    // SLA: deadlines computed from the matching policy and the organisation's calendar.
    slaPolicyId: uuid('sla_policy_id'),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    /** When the ticket counts as at risk (a share of the resolution target before the deadline). */
    resolutionRiskAt: timestamp('resolution_risk_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** While on hold: when the clock paused and the resolution time that was left, in seconds. */
    slaPausedAt: timestamp('sla_paused_at', { withTimezone: true }),
    resolutionRemainingSeconds: integer('resolution_remaining_seconds'),
    atRiskNotifiedAt: timestamp('at_risk_notified_at', { withTimezone: true }),
    responseBreachedAt: timestamp('response_breached_at', { withTimezone: true }),
    resolutionBreachedAt: timestamp('resolution_breached_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),

    // Work record.
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** How many times work was started (each entry into in progress); 1 and never reopened = first-call resolution. */
    visitCount: integer('visit_count').notNull().default(0),
    reopenCount: integer('reopen_count').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    technicianSignatureFileId: uuid('technician_signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    customerSignatureFileId: uuid('customer_signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    customerSignatureName: text('customer_signature_name'),
    /** Labour and parts totals kept on the ticket for lists and reports, in minor units. */
    labourCostCents: bigint('labour_cost_cents', { mode: 'number' }).notNull().default(0),
    partsCostCents: bigint('parts_cost_cents', { mode: 'number' }).notNull().default(0),

    // The reporter's feedback (once per ticket).
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),

    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(number, '') || ' ' || coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(reporter_name, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    unique('tickets_organisation_id_number_unique').on(table.organisationId, table.number),
    unique('tickets_organisation_id_kind_seq_unique').on(
      table.organisationId,
      table.kind,
      table.seq,
    ),
    index('tickets_org_kind_created_at_idx').on(table.organisationId, table.kind, table.createdAt),
    // Status first, then the deadline: "open tickets, most urgent first" reads a few index
    // ranges instead of walking every ticket's deadline (lists, My Jobs, SLA counts).
    index('tickets_org_kind_status_due_idx').on(
      table.organisationId,
      table.kind,
      table.status,
      table.resolutionDueAt,
    ),
    index('tickets_org_status_due_idx').on(
      table.organisationId,
      table.status,
      table.resolutionDueAt,
    ),
    index('tickets_org_kind_priority_idx').on(table.organisationId, table.kind, table.priority),
    index('tickets_org_building_id_idx').on(table.organisationId, table.buildingId),
    index('tickets_org_asset_id_idx').on(table.organisationId, table.assetId),
    index('tickets_org_location_id_idx').on(table.organisationId, table.locationId),
    index('tickets_org_team_id_idx').on(table.organisationId, table.teamId),
    index('tickets_org_contractor_id_idx').on(table.organisationId, table.contractorId),
    index('tickets_reporter_user_id_idx').on(table.reporterUserId),
    index('tickets_search_idx').using('gin', table.search),
  ],
);

/**
 * The last number given per organisation and kind. Taking the next one is a single
 * `insert ... on conflict do update ... returning`, which holds the row until the creating
 * transaction ends: concurrent creations queue for a moment instead of colliding and retrying.
 */
export const ticketCounters = pgTable(
  'ticket_counters',
  {
    organisationId: organisationId(),
    kind: ticketKind('kind').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.kind] })],
);

export const ticketAssignees = pgTable(
  'ticket_assignees',
  {
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.userId] }),
    // Covers "the tickets assigned to this person" without reading the table (My Jobs).
    index('ticket_assignees_user_id_ticket_id_idx').on(table.userId, table.ticketId),
  ],
);

export const ticketWatchers = pgTable(
  'ticket_watchers',
  {
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.userId] }),
    index('ticket_watchers_user_id_idx').on(table.userId),
  ],
);

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
export const ticketActivity = pgTable(
  'ticket_activity',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    type: ticketActivityType('type').notNull(),
    /** Null for the system (SLA checks) or a reporter acting through a signed link. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    body: text('body').notNull().default(''),
    visibility: activityVisibility('visibility').notNull().default('internal'),
    /** Type-specific details, e.g. { from, to, reason } for a status change. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
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
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: ticketFileKind('kind').notNull(),
    /** The timeline entry (comment) the file was attached with, if any. */
    activityId: uuid('activity_id').references(() => ticketActivity.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.fileId] }),
    index('ticket_files_ticket_id_idx').on(table.ticketId),
  ],
);

/** Time on a ticket per person: a running timer (ended_at null) or a recorded duration. */
export const ticketTimeLogs = pgTable(
  'ticket_time_logs',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when the log is stopped or entered as a duration. */
    durationMinutes: integer('duration_minutes'),
    /** The rate in force when the time was logged, in minor units per hour. */
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(0),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('ticket_time_logs_ticket_id_idx').on(table.ticketId),
    index('ticket_time_logs_user_id_idx').on(table.userId),
  ],
);

/** Parts and materials used on a ticket. */
export const ticketParts = pgTable(
  'ticket_parts',
  {
    id: id(),
    organisationId: organisationId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    unitCostCents: bigint('unit_cost_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [index('ticket_parts_ticket_id_idx').on(table.ticketId)],
);

/** A user's named filter set on a list page (the list's URL query), optionally shared. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    organisationId: organisationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which list, e.g. 'reactive-tickets', 'general-tickets', 'my-jobs'. */
    page: text('page').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('saved_views_organisation_id_page_idx').on(table.organisationId, table.page)],
);

export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketCategory = typeof ticketCategories.$inferSelect;
export type TicketActivityRow = typeof ticketActivity.$inferSelect;
