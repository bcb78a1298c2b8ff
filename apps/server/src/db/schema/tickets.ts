/**
 * Tickets: reactive (a fault to fix) and general (any other request), one table for both kinds.
 * Each carries its SLA deadlines, its work record (time, parts, signatures), its activity
 * timeline and the reporter's feedback. Categories are per organisation and per kind.
 */
import { OPEN_TICKET_STATUSES } from '@mainstay/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The open statuses as an SQL list of literals, for partial indexes and raw SQL: the same text
 * as before this was derived, so the schema and its migration agree (a test checks the
 * migration's triggers against the same list).
 */
export const OPEN_STATUS_LIST = sql.raw(
  OPEN_TICKET_STATUSES.map((status) => `'${status}'`).join(', '),
);
import { assets } from './assets.ts';
import { buildings } from './buildings.ts';
import { at, belongsTo, cents, createdAt, linkTo, textOrEmpty, timestamps } from './columns.ts';
import { files } from './files.ts';
import { locations } from './locations.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
import { ppmOccurrences, ppmSchedules } from './ppm.ts';
import { contractors, teams } from './people.ts';
import { tsvector } from './search.ts';
import { ticketKind, ticketPriority, ticketStatus } from './ticket-enums.ts';
import { users } from './users.ts';

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
  ppm: [
    'hvac',
    'electrical',
    'plumbing',
    'water_hygiene',
    'fire_safety',
    'lifts',
    'statutory_inspection',
    'building_fabric',
    'grounds',
    'other',
  ],
} as const;

export const ticketCategories = tenantTable(
  'ticket_categories',
  {
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

export const tickets = tenantTable(
  'tickets',
  {
    kind: ticketKind('kind').notNull(),
    /** Per organisation and kind: 123 is shown as RT-000123 (reactive) or GT-000123 (general). */
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    title: text('title').notNull(),
    description: textOrEmpty('description'),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'restrict' }),
    locationId: linkTo('location_id', () => locations.id),
    assetId: linkTo('asset_id', () => assets.id, 'restrict'),
    categoryId: linkTo('category_id', () => ticketCategories.id),
    priority: ticketPriority('priority').notNull().default('medium'),
    status: ticketStatus('status').notNull().default('new'),
    /** A user of the organisation, or someone without an account (name, e-mail, phone). */
    reporterUserId: linkTo('reporter_user_id', () => users.id),
    reporterName: text('reporter_name'),
    reporterEmail: text('reporter_email'),
    reporterPhone: text('reporter_phone'),
    dueAt: at('due_at'),
    /** Besides the assigned users (ticket_assignees): one team and/or one contractor company. */
    teamId: linkTo('team_id', () => teams.id),
    contractorId: linkTo('contractor_id', () => contractors.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    holdReason: text('hold_reason'),
    cancelReason: text('cancel_reason'),
    reopenReason: text('reopen_reason'),
    completionNotes: text('completion_notes'),

    // A PPM task: its schedule and occurrence, and when it stops counting as on time (the due
    // date plus the organisation's grace, SMRP 5.4.14). Missed: the work was not done.
    ppmScheduleId: linkTo('ppm_schedule_id', () => ppmSchedules.id),
    ppmOccurrenceId: linkTo('ppm_occurrence_id', () => ppmOccurrences.id),
    complianceDueAt: at('compliance_due_at'),
    missedAt: at('missed_at'),
    missedReason: text('missed_reason'),

    // SLA: deadlines computed from the matching policy and the organisation's calendar.
    slaPolicyId: uuid('sla_policy_id'),
    responseDueAt: at('response_due_at'),
    resolutionDueAt: at('resolution_due_at'),
    /** When the ticket counts as at risk (a share of the resolution target before the deadline). */
    resolutionRiskAt: at('resolution_risk_at'),
    respondedAt: at('responded_at'),
    /** While on hold: when the clock paused and the resolution time that was left, in seconds. */
    slaPausedAt: at('sla_paused_at'),
    resolutionRemainingSeconds: integer('resolution_remaining_seconds'),
    atRiskNotifiedAt: at('at_risk_notified_at'),
    responseBreachedAt: at('response_breached_at'),
    resolutionBreachedAt: at('resolution_breached_at'),
    escalatedAt: at('escalated_at'),

    // Work record.
    startedAt: at('started_at'),
    /** How many times work was started (each entry into in progress); 1 and never reopened = first-call resolution. */
    visitCount: integer('visit_count').notNull().default(0),
    reopenCount: integer('reopen_count').notNull().default(0),
    completedAt: at('completed_at'),
    closedAt: at('closed_at'),
    cancelledAt: at('cancelled_at'),
    completedByUserId: linkTo('completed_by_user_id', () => users.id),
    /**
     * Creation to completion (resolution) and to first response, in seconds of the
     * organisation's working calendar, net of time on hold: written when the ticket is completed
     * or first answered, for the dashboard's averages (docs/kpis.md).
     */
    resolutionBusinessSeconds: integer('resolution_business_seconds'),
    responseBusinessSeconds: integer('response_business_seconds'),
    technicianSignatureFileId: linkTo('technician_signature_file_id', () => files.id),
    customerSignatureFileId: linkTo('customer_signature_file_id', () => files.id),
    customerSignatureName: text('customer_signature_name'),
    /** Labour and parts totals kept on the ticket for lists and reports, in minor units. */
    labourCostCents: cents('labour_cost_cents').notNull().default(0),
    partsCostCents: cents('parts_cost_cents').notNull().default(0),

    // The reporter's feedback (once per ticket).
    feedbackRating: integer('feedback_rating'),
    feedbackComment: text('feedback_comment'),
    feedbackAt: at('feedback_at'),

    createdByUserId: linkTo('created_by_user_id', () => users.id),
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
    index('tickets_org_ppm_schedule_idx')
      .on(table.organisationId, table.ppmScheduleId, table.dueAt)
      .where(sql`ppm_schedule_id is not null`),
    // Open work by deadline, the SLA view of lists and My Jobs: a small partial index in the
    // list's order, carrying status and priority so filters on them read no table rows.
    index('tickets_open_due_idx')
      .on(
        table.organisationId,
        table.kind,
        table.resolutionDueAt,
        table.id,
        table.status,
        table.priority,
      )
      .where(sql`status in (${OPEN_STATUS_LIST})`),
    // The dashboard's open work by kind, status and priority, with its age and deadlines, read
    // from the index alone (modules/dashboards, openNow).
    index('tickets_open_dashboard_idx')
      .on(
        table.organisationId,
        table.kind,
        table.status,
        table.priority,
        table.createdAt,
        table.resolutionDueAt,
        table.dueAt,
      )
      .where(sql`status in (${OPEN_STATUS_LIST})`),
    // Status and priority filters, and the counts of them, read the index alone.
    index('tickets_org_kind_status_priority_idx').on(
      table.organisationId,
      table.kind,
      table.status,
      table.priority,
    ),
    index('tickets_org_status_due_idx').on(
      table.organisationId,
      table.status,
      table.resolutionDueAt,
    ),
    index('tickets_org_kind_priority_idx').on(table.organisationId, table.kind, table.priority),
    // A building's tickets, newest first (the building page and the list filtered by building).
    index('tickets_org_building_kind_created_idx').on(
      table.organisationId,
      table.buildingId,
      table.kind,
      table.createdAt,
    ),
    index('tickets_org_asset_id_idx').on(table.organisationId, table.assetId),
    index('tickets_org_location_id_idx').on(table.organisationId, table.locationId),
    // A team's or a company's tickets, narrowed by status (their open jobs) in the index.
    index('tickets_org_team_status_idx').on(table.organisationId, table.teamId, table.status),
    index('tickets_org_contractor_status_idx').on(
      table.organisationId,
      table.contractorId,
      table.status,
    ),
    index('tickets_reporter_user_id_idx').on(table.reporterUserId),
    // The dashboard's periods: completed, first answered or rated between two instants.
    index('tickets_org_completed_at_idx')
      .on(table.organisationId, table.completedAt)
      .where(sql`completed_at is not null`),
    // PM compliance over a period: the PPM tasks whose compliance deadline falls in it.
    index('tickets_org_compliance_due_idx')
      .on(table.organisationId, table.complianceDueAt)
      .where(sql`compliance_due_at is not null`),
    index('tickets_org_responded_at_idx')
      .on(table.organisationId, table.respondedAt)
      .where(sql`responded_at is not null`),
    index('tickets_org_feedback_at_idx')
      .on(table.organisationId, table.feedbackAt)
      .where(sql`feedback_at is not null`),
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
    organisationId: organisationColumn(),
    kind: ticketKind('kind').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.kind] })],
);

export const ticketAssignees = pgTable(
  'ticket_assignees',
  {
    organisationId: organisationColumn(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    userId: belongsTo('user_id', () => users.id),
    /**
     * Whether the ticket is open (new, assigned, in progress, on hold, reopened). Kept by the
     * database itself (triggers in migration 0006), so a person's current jobs are found
     * without reading every assignment they ever had.
     */
    ticketOpen: boolean('ticket_open').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.userId] }),
    // Covers "the tickets assigned to this person" without reading the table.
    index('ticket_assignees_user_id_ticket_id_idx').on(table.userId, table.ticketId),
    // A person's open jobs (My Jobs), whatever their history.
    index('ticket_assignees_open_idx')
      .on(table.userId, table.organisationId, table.ticketId)
      .where(sql`ticket_open`),
  ],
);

export const ticketWatchers = pgTable(
  'ticket_watchers',
  {
    organisationId: organisationColumn(),
    ticketId: belongsTo('ticket_id', () => tickets.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.ticketId, table.userId] }),
    index('ticket_watchers_user_id_idx').on(table.userId),
  ],
);

export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketCategory = typeof ticketCategories.$inferSelect;
