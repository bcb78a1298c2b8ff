/**
 * The vocabulary of assets shared by the server and the web app: statuses, criticalities,
 * default categories, custom field types, the messages the rules give, and small field shapes.
 */
import { z } from 'zod';
import { v } from '../validation.ts';

export const ASSET_STATUS_VALUES = [
  'operational',
  'needs_attention',
  'down',
  'in_repair',
  'retired',
] as const;
export type TAssetStatus = (typeof ASSET_STATUS_VALUES)[number];

export const ASSET_CRITICALITY_VALUES = ['low', 'medium', 'high', 'critical'] as const;
export type TAssetCriticality = (typeof ASSET_CRITICALITY_VALUES)[number];

export const ASSET_WARRANTY_FILTER_VALUES = ['expired', 'expiring_30', 'expiring_90'] as const;
export type TAssetWarrantyFilter = (typeof ASSET_WARRANTY_FILTER_VALUES)[number];

export const ASSET_CUSTOM_FIELD_TYPE_VALUES = ['text', 'number', 'date', 'select'] as const;
export type TAssetCustomFieldType = (typeof ASSET_CUSTOM_FIELD_TYPE_VALUES)[number];

/**
 * The categories every organisation starts with, by key, with the English name stored. The app
 * shows a default category translated by its key while its name is still this one.
 */
export const ASSET_DEFAULT_CATEGORY_NAMES = {
  hvac: 'HVAC',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  fire_safety: 'Fire safety',
  lifts: 'Lifts',
  security: 'Security',
  it: 'IT',
  furniture: 'Furniture',
  vehicles: 'Vehicles',
  other: 'Other',
} as const;
export type TAssetDefaultCategoryKey = keyof typeof ASSET_DEFAULT_CATEGORY_NAMES;

/** A warranty counts as "expiring soon" when it ends within this many days. */
export const ASSET_WARRANTY_SOON_DAYS = 30;
/** The prefix of generated asset codes (AST-000001). */
export const ASSET_CODE_PREFIX = 'AST-';

export const ASSET_MESSAGES = {
  notFound: 'Asset not found',
  codeTaken: 'This asset code is already used by another asset',
  categoryUnknown: 'Choose one of your categories',
  buildingUnknown: 'Choose one of your buildings',
  buildingOutOfScope: 'You can only place assets in the buildings you work in',
  buildingArchived: 'This building is archived',
  locationOutsideBuilding: 'Choose a location in the selected building',
  parentUnknown: 'Choose one of your assets as the parent',
  componentCycle: 'An asset cannot be a component of itself or of its own components',
  supplierUnknown: 'Choose one of your contractors',
  currencyRequired: 'Choose the currency of the cost',
  hasComponents: 'This asset has components. Move or delete them first, or archive it instead.',
  hasPurchases:
    'This asset has invoices or purchase orders. Archive it instead so its history is kept.',
  hasTickets: 'This asset has tickets. Archive it instead so its maintenance history is kept.',
  categoryNotFound: 'Category not found',
  categoryTaken: 'A category with this name already exists',
  categoryInUse: 'This category is used by assets. Move them to another category first.',
  categoryDefault: 'Default categories cannot be deleted; rename it instead',
  fieldNotFound: 'Custom field not found',
  fieldKeyTaken: 'A field with this key already exists',
  fieldUnknown: 'This field is not defined for your organisation',
  meterNotFound: 'Meter not found',
  fileNotFound: 'File not found',
  readingInFuture: 'The reading time cannot be in the future',
  bulkNotPermitted: 'You do not have permission to delete assets',
} as const;

/**
 * Optional text that arrives as '' from forms: '' and whitespace become null. `tooLong` is the
 * key of its validation message.
 */
export const assetOptionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, v(tooLong))
    .nullish()
    .transform((value) => (value ? value : null));

/** An optional calendar date (YYYY-MM-DD) between 1900 and 2199; '' means none. */
export const ZAssetOptionalDate = z
  .string(v('common.dateInvalid'))
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z.iso
      .date(v('common.dateInvalid'))
      .refine((value) => value >= '1900-01-01' && value <= '2199-12-31', v('assets.dateRange'))
      .nullable(),
  );

/** An ISO 4217 currency code the runtime knows (e.g. EUR, GBP, SAR). */
export function isCurrencyCode(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  return supported ? supported('currency').includes(value) : true;
}

/** An optional currency code; '' means none. */
export const ZAssetOptionalCurrency = z
  .string(v('assets.currencyInvalid'))
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isCurrencyCode(value), v('assets.currencyInvalid'))
  .nullish()
  .transform((value) => (value ? value : null));

/** Something referred to by id and name (building, location). */
export const ZAssetRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'AssetRef' });
export type TAssetRef = z.infer<typeof ZAssetRef>;
