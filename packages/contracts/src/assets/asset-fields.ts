/**
 * The vocabulary of assets shared by the server and the web app: statuses, criticalities,
 * default categories, custom field types, the codes the rules refuse with, and small field shapes.
 */
import { z } from 'zod';
import type { TDomainErrorCode } from '../errors.ts';
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

/**
 * The refusals of the asset rules, as error codes: the server answers with them (worded in the
 * caller's language from packages/i18n `errors:codes`), in `code` or under a field in `errors`.
 */
export const ASSET_MESSAGES = {
  notFound: 'ASSET_NOT_FOUND',
  codeTaken: 'ASSET_CODE_TAKEN',
  categoryUnknown: 'ASSET_CATEGORY_UNKNOWN',
  buildingUnknown: 'BUILDING_UNKNOWN',
  buildingOutOfScope: 'BUILDING_OUT_OF_SCOPE',
  buildingArchived: 'BUILDING_ARCHIVED',
  locationOutsideBuilding: 'ASSET_LOCATION_OUTSIDE_BUILDING',
  parentUnknown: 'ASSET_PARENT_UNKNOWN',
  componentCycle: 'ASSET_COMPONENT_CYCLE',
  supplierUnknown: 'CONTRACTOR_UNKNOWN',
  currencyRequired: 'CURRENCY_REQUIRED',
  hasComponents: 'ASSET_HAS_COMPONENTS',
  hasPurchases: 'ASSET_HAS_PURCHASES',
  hasTickets: 'ASSET_HAS_TICKETS',
  categoryNotFound: 'CATEGORY_NOT_FOUND',
  categoryTaken: 'CATEGORY_NAME_TAKEN',
  categoryInUse: 'ASSET_CATEGORY_IN_USE',
  categoryHasSchedules: 'ASSET_CATEGORY_HAS_SCHEDULES',
  categoryDefault: 'CATEGORY_IS_DEFAULT',
  fieldNotFound: 'CUSTOM_FIELD_NOT_FOUND',
  fieldKeyTaken: 'CUSTOM_FIELD_KEY_TAKEN',
  fieldUnknown: 'CUSTOM_FIELD_UNKNOWN',
  meterNotFound: 'METER_NOT_FOUND',
  fileNotFound: 'FILE_NOT_FOUND',
  readingInFuture: 'READING_IN_FUTURE',
  bulkNotPermitted: 'ASSET_DELETE_FORBIDDEN',
} as const satisfies Record<string, TDomainErrorCode>;

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
