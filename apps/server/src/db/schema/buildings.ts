/**
 * Buildings, the places maintenance happens, and who may work in which (a user with rows in
 * user_buildings sees and acts only within those buildings).
 */
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  at,
  belongsTo,
  jsonList,
  linkKeys,
  linkTo,
  organisationIndexes,
  textOrEmpty,
  timestamps,
  type ContactPerson,
} from './columns.ts';
import { files } from './files.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
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

export const buildings = tenantTable(
  'buildings',
  {
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
    photoFileId: linkTo('photo_file_id', () => files.id),
    contacts: jsonList<ContactPerson>('contacts'),
    openingHours: textOrEmpty('opening_hours'),
    notes: textOrEmpty('notes'),
    status: buildingStatus('status').notNull().default('active'),
    /** Archived buildings leave every list but keep their history. */
    archivedAt: at('archived_at'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postcode, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    ...organisationIndexes('buildings', table, ['name', 'status']),
    unique('buildings_organisation_id_code_unique').on(table.organisationId, table.code),
    index('buildings_search_idx').using('gin', table.search),
  ],
);

/** A user with rows here sees and acts only within these buildings; none means all. */
export const userBuildings = pgTable(
  'user_buildings',
  {
    userId: belongsTo('user_id', () => users.id),
    buildingId: belongsTo('building_id', () => buildings.id),
    organisationId: organisationColumn(),
  },
  (table) => linkKeys('user_buildings', table.userId, table.buildingId, table.organisationId),
);

export type Building = typeof buildings.$inferSelect;
