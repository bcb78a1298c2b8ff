/**
 * Assets: equipment and components in buildings and locations, with categories managed per
 * organisation, free custom fields, meters with reading history, photos and documents.
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
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { buildings } from './buildings.ts';
import {
  at,
  belongsTo,
  cents,
  createdAt,
  day,
  jsonList,
  jsonRecord,
  linkTo,
  organisationIndexes,
  textOrEmpty,
  timestamps,
} from './columns.ts';
import { files } from './files.ts';
import { locations } from './locations.ts';
import { organisationColumn, tenantTable } from './organisations.ts';
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

export const assetCategories = tenantTable(
  'asset_categories',
  {
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

export const assets = tenantTable(
  'assets',
  {
    /** Unique per organisation; generated (e.g. AST-000123) when left empty. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    categoryId: linkTo('category_id', () => assetCategories.id),
    buildingId: linkTo('building_id', () => buildings.id, 'restrict'),
    locationId: linkTo('location_id', () => locations.id),
    parentAssetId: linkTo('parent_asset_id', (): AnyPgColumn => assets.id),
    make: text('make'),
    model: text('model'),
    serialNumber: text('serial_number'),
    status: assetStatus('status').notNull().default('operational'),
    criticality: criticality('criticality').notNull().default('medium'),
    installDate: day('install_date'),
    warrantyExpiry: day('warranty_expiry'),
    expectedLifeYears: integer('expected_life_years'),
    purchaseDate: day('purchase_date'),
    /** Minor units (cents) in `currency`. */
    costCents: cents('cost_cents'),
    currency: text('currency'),
    supplierContractorId: linkTo('supplier_contractor_id', () => contractors.id),
    supplierName: text('supplier_name'),
    /** Values of the organisation's custom fields, by field key. */
    customFields: jsonRecord<string | number | null>('custom_fields'),
    notes: textOrEmpty('notes'),
    archivedAt: at('archived_at'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))`,
    ),
    ...timestamps(),
  },
  (table) => [
    unique('assets_organisation_id_code_unique').on(table.organisationId, table.code),
    ...organisationIndexes('assets', table, [
      'name',
      'buildingId',
      'locationId',
      'categoryId',
      'status',
      'criticality',
      'warrantyExpiry',
      'createdAt',
    ]),
    index('assets_parent_asset_id_idx').on(table.parentAssetId),
    index('assets_search_idx').using('gin', table.search),
  ],
);

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'select'] as const;
export const customFieldType = pgEnum('custom_field_type', CUSTOM_FIELD_TYPES);

export const assetCustomFields = tenantTable(
  'asset_custom_fields',
  {
    /** Stable key used in assets.custom_fields, e.g. 'refrigerant'. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: customFieldType('type').notNull(),
    /** The choices of a select field. */
    options: jsonList<string>('options'),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    unique('asset_custom_fields_organisation_id_key_unique').on(table.organisationId, table.key),
  ],
);

export const assetMeters = tenantTable(
  'asset_meters',
  {
    assetId: belongsTo('asset_id', () => assets.id),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    ...timestamps(),
  },
  (table) => [index('asset_meters_asset_id_idx').on(table.assetId)],
);

export const meterReadings = tenantTable(
  'meter_readings',
  {
    meterId: belongsTo('meter_id', () => assetMeters.id),
    value: doublePrecision('value').notNull(),
    readAt: at('read_at').notNull(),
    recordedByUserId: linkTo('recorded_by_user_id', () => users.id),
    note: textOrEmpty('note'),
    createdAt: createdAt(),
  },
  (table) => [index('meter_readings_meter_id_read_at_idx').on(table.meterId, table.readAt)],
);

export const ASSET_FILE_KINDS = ['photo', 'document'] as const;
export const assetFileKind = pgEnum('asset_file_kind', ASSET_FILE_KINDS);

export const assetFiles = pgTable(
  'asset_files',
  {
    assetId: belongsTo('asset_id', () => assets.id),
    fileId: belongsTo('file_id', () => files.id),
    organisationId: organisationColumn(),
    kind: assetFileKind('kind').notNull(),
    /** e.g. 'Operation manual', 'Gas safety certificate'. */
    title: textOrEmpty('title'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.fileId] }),
    index('asset_files_organisation_id_idx').on(table.organisationId),
  ],
);

export type Asset = typeof assets.$inferSelect;
export type AssetCategory = typeof assetCategories.$inferSelect;
