/**
 * Buildings: the places maintenance happens. This table holds what people and scoping need
 * (a user may be limited to some buildings); the buildings issue adds the rest of the model.
 */
import { index, pgEnum, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const BUILDING_STATUSES = ['active', 'inactive'] as const;
export const buildingStatus = pgEnum('building_status', BUILDING_STATUSES);

export const buildings = pgTable(
  'buildings',
  {
    id: id(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code'),
    city: text('city'),
    status: buildingStatus('status').notNull().default('active'),
    ...timestamps(),
  },
  (table) => [
    index('buildings_organisation_id_name_idx').on(table.organisationId, table.name),
    unique('buildings_organisation_id_code_unique').on(table.organisationId, table.code),
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
