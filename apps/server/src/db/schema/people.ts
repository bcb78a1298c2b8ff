/**
 * People beyond sign-in: teams of users (with a lead), contractor companies (with their
 * compliance documents) and members' leave.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { organisationColumn } from './organisations.ts';
import { users } from './users.ts';

export const teams = pgTable(
  'teams',
  {
    id: id(),
    organisationId: organisationColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    leadUserId: uuid('lead_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    unique('teams_organisation_id_name_unique').on(table.organisationId, table.name),
    index('teams_organisation_id_idx').on(table.organisationId),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: organisationColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_id_idx').on(table.userId),
    index('team_members_organisation_id_idx').on(table.organisationId),
  ],
);

export const CONTRACTOR_STATUSES = ['active', 'inactive'] as const;
export const contractorStatus = pgEnum('contractor_status', CONTRACTOR_STATUSES);

export interface ContractorContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export const contractors = pgTable(
  'contractors',
  {
    id: id(),
    organisationId: organisationColumn(),
    companyName: text('company_name').notNull(),
    trades: jsonb('trades').$type<string[]>().notNull().default([]),
    contacts: jsonb('contacts').$type<ContractorContact[]>().notNull().default([]),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    notes: text('notes').notNull().default(''),
    /** Minor units (cents) per hour, in `currency`. */
    hourlyRateCents: integer('hourly_rate_cents'),
    currency: text('currency').notNull().default('EUR'),
    status: contractorStatus('status').notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    unique('contractors_organisation_id_company_name_unique').on(
      table.organisationId,
      table.companyName,
    ),
    index('contractors_organisation_id_idx').on(table.organisationId),
  ],
);

export const CONTRACTOR_DOCUMENT_KINDS = [
  'insurance',
  'certification',
  'licence',
  'other',
] as const;
export const contractorDocumentKind = pgEnum('contractor_document_kind', CONTRACTOR_DOCUMENT_KINDS);

export const contractorDocuments = pgTable(
  'contractor_documents',
  {
    id: id(),
    organisationId: organisationColumn(),
    contractorId: uuid('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    kind: contractorDocumentKind('kind').notNull(),
    name: text('name').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Date the insurance or certificate runs out; null when it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    ...timestamps(),
  },
  (table) => [
    index('contractor_documents_contractor_id_idx').on(table.contractorId),
    index('contractor_documents_organisation_id_expires_on_idx').on(
      table.organisationId,
      table.expiresOn,
    ),
  ],
);

export const LEAVE_TYPES = ['annual', 'sick', 'training', 'unpaid', 'other'] as const;
export const leaveType = pgEnum('leave_type', LEAVE_TYPES);

export const leave = pgTable(
  'leave',
  {
    id: id(),
    organisationId: organisationColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    type: leaveType('type').notNull(),
    note: text('note').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    index('leave_user_id_starts_on_idx').on(table.userId, table.startsOn),
    index('leave_organisation_id_starts_on_idx').on(table.organisationId, table.startsOn),
    check('leave_ends_on_after_starts_on', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

export type Team = typeof teams.$inferSelect;
export type Contractor = typeof contractors.$inferSelect;
export type ContractorDocument = typeof contractorDocuments.$inferSelect;
export type Leave = typeof leave.$inferSelect;
export type LeaveType = (typeof LEAVE_TYPES)[number];
