/**
 * Locations: a tree under each building (floor > wing > room, any depth). `path` holds the ids
 * from the root down ('/<root>/<child>/.../<self>/'), so a whole subtree is one prefix query and
 * moving a subtree rewrites the paths in one statement; a location can never be its own ancestor.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings.ts';
import { belongsTo, linkTo, organisationIndexes, textOrEmpty, timestamps } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { tsvector } from './search.ts';

export const LOCATION_TYPES = [
  'floor',
  'wing',
  'room',
  'area',
  'zone',
  'roof',
  'plant_room',
  'outdoor',
  'other',
] as const;
export const locationType = pgEnum('location_type', LOCATION_TYPES);

export const locations = tenantTable(
  'locations',
  {
    buildingId: belongsTo('building_id', () => buildings.id),
    parentId: linkTo('parent_id', (): AnyPgColumn => locations.id, 'cascade'),
    /** '/<root id>/.../<own id>/' */
    path: text('path').notNull(),
    /** 0 for a root location. */
    depth: integer('depth').notNull().default(0),
    name: text('name').notNull(),
    code: text('code'),
    type: locationType('type').notNull().default('room'),
    area: doublePrecision('area'),
    notes: textOrEmpty('notes'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    ...organisationIndexes('locations', table, ['buildingId', 'name']),
    index('locations_parent_id_idx').on(table.parentId),
    index('locations_path_idx').on(table.path.op('text_pattern_ops')),
    index('locations_search_idx').using('gin', table.search),
    unique('locations_building_id_code_unique').on(table.buildingId, table.code),
    check('locations_not_own_parent', sql`${table.parentId} is distinct from ${table.id}`),
  ],
);

export type Location = typeof locations.$inferSelect;
