/**
 * Assets: equipment and components in buildings and locations, with categories managed per
 * organisation, free custom fields, meters with reading history, photos and documents.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings.ts';
import { createdAt, id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { locations } from './locations.ts';
import { organisationColumn } from './organisations.ts';
import { contractors } from './people.ts';
import { tsvector } from './search.ts';
import { users } from './users.ts';

/** Categories every organisation starts with (keys; names are translated in the app). */
export const DEFAULT_ASSET_CATEGORIES = [
  'hvac',
  'electrical',
  'plumbing',
  'fire_safety',
  'lifts',
  'security',
  'it',
  'furniture',
  'vehicles',
  'other',
] as const;

export const assetCategories = pgTable(
  'asset_categories',
  {
    id: id(),
    organisationId: organisationColumn(),
    /** Set for the default categories; null for the organisation's own. */
    key: text('key'),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (table) => [
    unique('asset_categories_organisation_id_name_unique').on(table.organisationId, table.name),
  ],
);

export const ASSET_STATUSES = [
  'operational',
  'needs_attention',
  'down',
  'in_repair',
  'retired',
] as const;
export const assetStatus = pgEnum('asset_status', ASSET_STATUSES);
export const CRITICALITIES = ['low', 'medium', 'high', 'critical'] as const;
export const criticality = pgEnum('criticality', CRITICALITIES);

export const assets = pgTable(
  'assets',
  {
    id: id(),
    organisationId: organisationColumn(),
    /** Unique per organisation; generated (e.g. AST-000123) when left empty. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: uuid('category_id').references(() => assetCategories.id, { onDelete: 'set null' }),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'restrict' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'set null' }),
    parentAssetId: uuid('parent_asset_id').references((): AnyPgColumn => assets.id, {
      onDelete: 'set null',
    }),
    make: text('make'),
    model: text('model'),
    serialNumber: text('serial_number'),
    status: assetStatus('status').notNull().default('operational'),
    criticality: criticality('criticality').notNull().default('medium'),
    installDate: date('install_date', { mode: 'string' }),
    warrantyExpiry: date('warranty_expiry', { mode: 'string' }),
    expectedLifeYears: integer('expected_life_years'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    /** Minor units (cents) in `currency`. */
    costCents: bigint('cost_cents', { mode: 'number' }),
    currency: text('currency'),
    supplierContractorId: uuid('supplier_contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    supplierName: text('supplier_name'),
    /** Values of the organisation's custom fields, by field key. */
    customFields: jsonb('custom_fields')
      .$type<Record<string, string | number | null>>()
      .notNull()
      .default({}),
    notes: text('notes').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    unique('assets_organisation_id_code_unique').on(table.organisationId, table.code),
    index('assets_organisation_id_name_idx').on(table.organisationId, table.name),
    index('assets_organisation_id_building_id_idx').on(table.organisationId, table.buildingId),
    index('assets_organisation_id_location_id_idx').on(table.organisationId, table.locationId),
    index('assets_organisation_id_category_id_idx').on(table.organisationId, table.categoryId),
    index('assets_organisation_id_status_idx').on(table.organisationId, table.status),
    index('assets_organisation_id_criticality_idx').on(table.organisationId, table.criticality),
    index('assets_organisation_id_warranty_expiry_idx').on(
      table.organisationId,
      table.warrantyExpiry,
    ),
    index('assets_organisation_id_created_at_idx').on(table.organisationId, table.createdAt),
    index('assets_parent_asset_id_idx').on(table.parentAssetId),
    index('assets_search_idx').using('gin', table.search),
  ],
);

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export const customFieldType = pgEnum('custom_field_type', CUSTOM_FIELD_TYPES);

export const assetCustomFields = pgTable(
  'asset_custom_fields',
  {
    id: id(),
    organisationId: organisationColumn(),
    /** Stable key used in assets.custom_fields, e.g. 'refrigerant'. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: customFieldType('type').notNull(),
    /** The choices of a select field. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    unique('asset_custom_fields_organisation_id_key_unique').on(table.organisationId, table.key),
  ],
);

export const assetMeters = pgTable(
  'asset_meters',
  {
    id: id(),
    organisationId: organisationColumn(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    ...timestamps(),
  },
  (table) => [index('asset_meters_asset_id_idx').on(table.assetId)],
);

export const meterReadings = pgTable(
  'meter_readings',
  {
    id: id(),
    organisationId: organisationColumn(),
    meterId: uuid('meter_id')
      .notNull()
      .references(() => assetMeters.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('meter_readings_meter_id_read_at_idx').on(table.meterId, table.readAt)],
);

export const ASSET_FILE_KINDS = ['photo', 'document'] as const;
export const assetFileKind = pgEnum('asset_file_kind', ASSET_FILE_KINDS);

export const assetFiles = pgTable(
  'asset_files',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    organisationId: organisationColumn(),
    kind: assetFileKind('kind').notNull(),
    /** e.g. 'Operation manual', 'Gas safety certificate'. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.fileId] }),
    index('asset_files_organisation_id_idx').on(table.organisationId),
  ],
);

export type Asset = typeof assets.$inferSelect;
export type AssetCategory = typeof assetCategories.$inferSelect;
