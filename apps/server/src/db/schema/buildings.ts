/**
 * Buildings, the places maintenance happens, and who may work in which (a user with rows in
 * user_buildings sees and acts only within those buildings).
 */
import { sql } from 'drizzle-orm';
import {
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
import { id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { organisations } from './organisations.ts';
import { tsvector } from './search.ts';
import { users } from './users.ts';

export const BUILDING_STATUSES = ['active', 'inactive'] as const;
export const buildingStatus = pgEnum('building_status', BUILDING_STATUSES);
export const BUILDING_TYPES = [
  'office',
  'retail',
  'residential',
  'industrial',
  'healthcare',
  'education',
  'other',
] as const;
export const buildingType = pgEnum('building_type', BUILDING_TYPES);
export const AREA_UNITS = ['m2', 'sqft'] as const;
export const areaUnit = pgEnum('area_unit', AREA_UNITS);

export interface BuildingContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    type: buildingType('type').notNull().default('office'),
    street: text('street'),
    city: text('city'),
    region: text('region'),
    postcode: text('postcode'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    floors: integer('floors'),
    grossArea: doublePrecision('gross_area'),
    areaUnit: areaUnit('area_unit').notNull().default('m2'),
    yearBuilt: integer('year_built'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    contacts: jsonb('contacts').$type<BuildingContact[]>().notNull().default([]),
    openingHours: text('opening_hours').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: buildingStatus('status').notNull().default('active'),
    /** Archived buildings leave every list but keep their history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postcode, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    index('buildings_organisation_id_name_idx').on(table.organisationId, table.name),
    unique('buildings_organisation_id_code_unique').on(table.organisationId, table.code),
    index('buildings_organisation_id_status_idx').on(table.organisationId, table.status),
    index('buildings_search_idx').using('gin', table.search),
  ],
);

/** A user with rows here sees and acts only within these buildings; none means all. */
export const userBuildings = pgTable(
  'user_buildings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id')
      .notNull()
      .references(() => buildings.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.buildingId] }),
    index('user_buildings_building_id_idx').on(table.buildingId),
    index('user_buildings_organisation_id_idx').on(table.organisationId),
  ],
);

export type Building = typeof buildings.$inferSelect;
