/**
 * People beyond sign-in: teams of users (with a lead), contractor companies (with their
 * compliance documents) and members' leave.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  day,
  jsonList,
  linkKeys,
  linkTo,
  textOrEmpty,
  timestamps,
  type ContactPerson,
} from './columns.ts';
import { files } from './files.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const teams = tenantTable(
  'teams',
  {
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    leadUserId: linkTo('lead_user_id', () => users.id),
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
    teamId: belongsTo('team_id', () => teams.id),
    userId: belongsTo('user_id', () => users.id),
    organisationId: organisationColumn(),
  },
  (table) => linkKeys('team_members', table.teamId, table.userId, table.organisationId),
);

export const CONTRACTOR_STATUSES = ['active', 'inactive'] as const;
export const contractorStatus = pgEnum('contractor_status', CONTRACTOR_STATUSES);

export const contractors = tenantTable(
  'contractors',
  {
    companyName: text('company_name').notNull(),
    trades: jsonList<string>('trades'),
    contacts: jsonList<ContactPerson>('contacts'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    notes: textOrEmpty('notes'),
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

export const contractorDocuments = tenantTable(
  'contractor_documents',
  {
    contractorId: belongsTo('contractor_id', () => contractors.id),
    kind: contractorDocumentKind('kind').notNull(),
    name: text('name').notNull(),
    fileId: linkTo('file_id', () => files.id),
    /** Date the insurance or certificate runs out; null when it does not expire. */
    expiresOn: day('expires_on'),
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

export const leave = tenantTable(
  'leave',
  {
    userId: belongsTo('user_id', () => users.id),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on').notNull(),
    type: leaveType('type').notNull(),
    note: textOrEmpty('note'),
    createdByUserId: linkTo('created_by_user_id', () => users.id),
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
