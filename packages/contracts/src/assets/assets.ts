/**
 * Assets (GET/POST/PATCH/DELETE /v1/assets, archive, bulk actions and export). Costs travel in
 * major units (1250.5 = 1,250.50) and are stored in cents; dates are YYYY-MM-DD.
 */
import { z } from 'zod';
import { listQuery, paginated, ZFileLink } from '../files/files.ts';
import {
  ASSET_CRITICALITY_VALUES,
  ASSET_STATUS_VALUES,
  ASSET_WARRANTY_FILTER_VALUES,
  assetOptionalText,
  ZAssetOptionalCurrency,
  ZAssetOptionalDate,
  ZAssetRef,
} from './asset-fields.ts';
import { issueMessage, v } from '../validation.ts';

export const ASSET_SORTABLE = [
  'name',
  'code',
  'status',
  'criticality',
  'warranty_expiry',
  'install_date',
  'created_at',
  'building',
] as const;
export type TAssetSortColumn = (typeof ASSET_SORTABLE)[number];

/** "down,in_repair" -> ['down', 'in_repair']; each must be a status. */
const ZStatusList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ASSET_STATUS_VALUES, v('common.statusOneOf'))));

/** The filters the list and the export share. */
export const ZAssetFilters = z.object({
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  location_id: z
    .uuid(v('common.locationRequired'))
    .optional()
    .describe('Assets in this location or any location under it'),
  category_id: z.uuid(v('common.categoryRequired')).optional(),
  status: ZStatusList.optional().describe('One status or several separated by commas'),
  criticality: z.enum(ASSET_CRITICALITY_VALUES, v('assets.criticalityOneOf')).optional(),
  parent_asset_id: z.uuid(v('common.assetRequired')).optional(),
  warranty: z
    .enum(ASSET_WARRANTY_FILTER_VALUES, v('assets.warrantyOneOf'))
    .optional()
    .describe('expired, or ending within 30 or 90 days'),
  archived: z
    .enum(['false', 'true', 'all'], v('common.archivedInvalid'))
    .default('false')
    .describe('false (default): active assets; true: archived only; all: both'),
});
export type TAssetFilters = z.infer<typeof ZAssetFilters>;

export const ZAssetListQuery = listQuery(ASSET_SORTABLE).extend(ZAssetFilters.shape);
export type TAssetListQuery = z.infer<typeof ZAssetListQuery>;

export const ZAssetExportQuery = ZAssetListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], v('common.formatInvalid')).default('csv'),
});
export type TAssetExportQuery = z.infer<typeof ZAssetExportQuery>;

export const ZAssetCategoryRef = z
  .object({ id: z.uuid(), name: z.string(), key: z.string().nullable() })
  .meta({ id: 'AssetCategoryRef' });

export const ZAssetListItem = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    category: ZAssetCategoryRef.nullable(),
    building: ZAssetRef.nullable(),
    location: ZAssetRef.nullable(),
    status: z.enum(ASSET_STATUS_VALUES),
    criticality: z.enum(ASSET_CRITICALITY_VALUES),
    make: z.string().nullable(),
    model: z.string().nullable(),
    serial_number: z.string().nullable(),
    install_date: z.string().nullable(),
    warranty_expiry: z.string().nullable(),
    parent: z.object({ id: z.uuid(), name: z.string(), code: z.string() }).nullable(),
    components_count: z.number().int().nonnegative(),
    photo: ZFileLink.nullable().describe('The first photo'),
    archived_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AssetListItem' });
export type TAssetListItem = z.infer<typeof ZAssetListItem>;

export const ZAssetListResponse = paginated(ZAssetListItem).meta({ id: 'AssetList' });
export type TAssetListResponse = z.infer<typeof ZAssetListResponse>;

export const ZAssetFile = z
  .object({
    file: ZFileLink,
    title: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AssetFile' });
export type TAssetFile = z.infer<typeof ZAssetFile>;

export const ZAssetMeterSummary = z
  .object({
    id: z.uuid(),
    name: z.string(),
    unit: z.string(),
    last_reading: z.object({ value: z.number(), read_at: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'AssetMeter' });
export type TAssetMeterSummary = z.infer<typeof ZAssetMeterSummary>;

export const ZAssetCustomFieldValue = z.union([z.string(), z.number(), z.null()]);
export const ZAssetCustomFieldValues = z.record(z.string(), ZAssetCustomFieldValue);

export const ZAssetDetail = ZAssetListItem.extend({
  purchase_date: z.string().nullable(),
  expected_life_years: z.number().int().nullable(),
  cost: z.number().nullable().describe('Major units of `currency`'),
  currency: z.string().nullable(),
  supplier: z.object({
    contractor: z.object({ id: z.uuid(), company_name: z.string() }).nullable(),
    name: z.string().nullable(),
  }),
  custom_fields: ZAssetCustomFieldValues,
  notes: z.string(),
  photos: z.array(ZAssetFile),
  documents: z.array(ZAssetFile),
  meters: z.array(ZAssetMeterSummary),
  updated_at: z.iso.datetime(),
}).meta({ id: 'AssetDetail' });
export type TAssetDetail = z.infer<typeof ZAssetDetail>;

/** An optional reference: '' (an empty picker) means none; `invalid` is its message's key. */
const optionalId = (invalid: string) =>
  z
    .string(v(invalid))
    .trim()
    .refine((value) => value === '' || z.uuid().safeParse(value).success, v(invalid))
    .nullish()
    .transform((value) => (value ? value : null));

/** The asset form's fields; the same rules run in the browser and on the server. */
export const ZAssetFields = z.object({
  name: z
    .string(v('assets.nameRequired'))
    .trim()
    .min(1, v('assets.nameRequired'))
    .max(200, v('common.theNameMax')),
  code: assetOptionalText(40, 'assets.codeMax').describe('Generated (AST-000001) when left empty'),
  category_id: optionalId('common.categoryRequired'),
  building_id: z.uuid(v('common.buildingRequired')),
  location_id: optionalId('common.locationRequired'),
  parent_asset_id: optionalId('common.assetRequired'),
  make: assetOptionalText(120, 'assets.makeMax'),
  model: assetOptionalText(120, 'assets.modelMax'),
  serial_number: assetOptionalText(120, 'assets.serialNumberMax'),
  status: z.enum(ASSET_STATUS_VALUES, v('common.statusRequired')),
  criticality: z.enum(ASSET_CRITICALITY_VALUES, v('assets.criticalityRequired')),
  install_date: ZAssetOptionalDate,
  warranty_expiry: ZAssetOptionalDate,
  purchase_date: ZAssetOptionalDate,
  expected_life_years: z
    .number(v('assets.expectedLifeWhole'))
    .int(v('assets.expectedLifeWhole'))
    .min(0, v('assets.expectedLifeNegative'))
    .max(200, v('assets.expectedLifeMax'))
    .nullish()
    .transform((value) => value ?? null),
  cost: z
    .number(v('assets.costNumber'))
    .min(0, v('assets.costNegative'))
    .max(1_000_000_000, v('assets.costMax'))
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      v('assets.costDecimals'),
    )
    .nullish()
    .transform((value) => value ?? null)
    .describe('Major units of `currency`'),
  currency: ZAssetOptionalCurrency,
  supplier_contractor_id: optionalId('common.contractorRequired'),
  supplier_name: assetOptionalText(160, 'assets.supplierMax'),
  custom_fields: ZAssetCustomFieldValues.describe(
    "Values by the organisation's custom field keys; checked against their definitions",
  ),
  notes: z.string().trim().max(4000, v('common.theNotesMax')),
});

export const ZCreateAssetRequest = ZAssetFields.partial()
  .required({ name: true, building_id: true })
  .meta({ id: 'CreateAssetRequest' });
export type TCreateAssetRequest = z.infer<typeof ZCreateAssetRequest>;
export type TCreateAssetInput = z.input<typeof ZCreateAssetRequest>;

export const ZUpdateAssetRequest = ZAssetFields.partial().meta({ id: 'UpdateAssetRequest' });
export type TUpdateAssetRequest = z.infer<typeof ZUpdateAssetRequest>;

export const ZAssetParams = z.object({ id: z.uuid(v('common.assetNotFound')) });

export const ASSET_BULK_ACTIONS = ['set_status', 'move', 'archive', 'delete'] as const;
const statusRequired = issueMessage('common.statusRequired');
const buildingRequired = issueMessage('common.buildingRequired');
export const ZAssetBulkRequest = z
  .object({
    ids: z
      .array(z.uuid(v('assets.bulkIdInvalid')))
      .min(1, v('assets.bulkAtLeastOne'))
      .max(500, v('assets.bulkMax')),
    action: z.enum(ASSET_BULK_ACTIONS, v('common.actionRequired')),
    status: z.enum(ASSET_STATUS_VALUES, v('common.statusRequired')).optional(),
    building_id: z.uuid(v('common.buildingRequired')).optional(),
    location_id: optionalId('common.locationRequired'),
  })
  .superRefine((value, context) => {
    if (value.action === 'set_status' && !value.status) {
      context.addIssue({ code: 'custom', path: ['status'], message: statusRequired() });
    }
    if (value.action === 'move' && !value.building_id) {
      context.addIssue({ code: 'custom', path: ['building_id'], message: buildingRequired() });
    }
  })
  .meta({ id: 'AssetBulkRequest' });
export type TAssetBulkRequest = z.infer<typeof ZAssetBulkRequest>;
export type TAssetBulkInput = z.input<typeof ZAssetBulkRequest>;

export const ZAssetBulkResponse = z
  .object({
    succeeded: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    results: z.array(
      z.object({
        id: z.uuid(),
        ok: z.boolean(),
        message: z.string().nullable().describe('Why this asset was refused'),
      }),
    ),
  })
  .meta({ id: 'AssetBulkResponse' });
export type TAssetBulkResponse = z.infer<typeof ZAssetBulkResponse>;
