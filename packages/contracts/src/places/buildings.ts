/**
 * Buildings (GET/POST/PATCH/DELETE /v1/buildings, photo, archive, bulk, summary and export).
 */
import { z } from 'zod';
import { listQuery, paginated, ZFileLink } from '../files/files.ts';
import {
  AREA_UNIT_VALUES,
  BUILDING_STATUS_VALUES,
  BUILDING_TYPE_VALUES,
  EARLIEST_YEAR_BUILT,
  placeOptionalText,
  ZPlaceBulkIds,
} from './place-fields.ts';
import { v } from '../validation.ts';

/** The limits of a building's fields, shared with the web's building form. */
export const BUILDING_LIMITS = {
  nameMax: 200,
  codeMax: 50,
  streetMax: 300,
  cityMax: 120,
  regionMax: 120,
  postcodeMax: 20,
  latitudeMax: 90,
  longitudeMax: 180,
  floorsMax: 300,
  grossAreaMax: 100_000_000,
  contactsMax: 20,
  contactNameMax: 200,
  contactRoleMax: 200,
  contactPhoneMax: 50,
  openingHoursMax: 2000,
  notesMax: 5000,
} as const;
const LIMITS = BUILDING_LIMITS;

/** What a building contact's phone may hold: digits, spaces, brackets, dots, dashes, a +. */
export const BUILDING_CONTACT_PHONE_PATTERN = /^[+\d\s().-]*$/;

export const BUILDING_SORTABLE = ['name', 'code', 'city', 'created_at', 'status'] as const;

const ZBuildingType = z.enum(BUILDING_TYPE_VALUES, v('common.typeOneOf'));
const ZBuildingStatus = z.enum(BUILDING_STATUS_VALUES, v('places.buildingStatusInvalid'));
const ZAreaUnit = z.enum(AREA_UNIT_VALUES, v('places.areaUnitInvalid'));

export const ZBuildingContact = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, v('places.contactNameRequired'))
      .max(LIMITS.contactNameMax, v('common.nameTooLong')),
    role: z.string().trim().max(LIMITS.contactRoleMax, v('places.roleTooLong')).default(''),
    phone: z
      .string()
      .trim()
      .max(LIMITS.contactPhoneMax, v('places.phoneTooLong'))
      .regex(BUILDING_CONTACT_PHONE_PATTERN, v('places.phoneInvalid'))
      .default(''),
    email: z.union([z.literal(''), z.email(v('places.emailInvalid'))]).default(''),
  })
  .meta({ id: 'BuildingContact' });
export type TBuildingContact = z.infer<typeof ZBuildingContact>;

/** The fields of a building, without defaults (PATCH sends only what changed). */
const buildingFields = {
  name: z
    .string(v('places.buildingNameRequired'))
    .trim()
    .min(1, v('places.buildingNameRequired'))
    .max(LIMITS.nameMax, v('common.nameMax')),
  code: placeOptionalText(LIMITS.codeMax, 'places.codeTooLong'),
  type: ZBuildingType,
  street: placeOptionalText(LIMITS.streetMax, 'places.streetTooLong'),
  city: placeOptionalText(LIMITS.cityMax, 'places.cityTooLong'),
  region: placeOptionalText(LIMITS.regionMax, 'places.regionTooLong'),
  postcode: placeOptionalText(LIMITS.postcodeMax, 'places.postcodeTooLong'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), v('places.countryInvalid'))
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  latitude: z
    .number(v('places.latitudeNumber'))
    .min(-LIMITS.latitudeMax, v('places.latitudeRange'))
    .max(LIMITS.latitudeMax, v('places.latitudeRange'))
    .nullable(),
  longitude: z
    .number(v('places.longitudeNumber'))
    .min(-LIMITS.longitudeMax, v('places.longitudeRange'))
    .max(LIMITS.longitudeMax, v('places.longitudeRange'))
    .nullable(),
  floors: z
    .number(v('places.floorsNumber'))
    .int(v('places.floorsWhole'))
    .min(0, v('places.floorsNegative'))
    .max(LIMITS.floorsMax, v('places.floorsMax'))
    .nullable(),
  gross_area: z
    .number(v('places.grossAreaNumber'))
    .min(0, v('places.grossAreaNegative'))
    .max(LIMITS.grossAreaMax, v('places.grossAreaTooLarge'))
    .nullable(),
  area_unit: ZAreaUnit,
  year_built: z
    .number(v('places.yearBuiltNumber'))
    .int(v('places.yearBuiltWhole'))
    .min(EARLIEST_YEAR_BUILT, v('places.yearBuiltMin'))
    .refine((year) => year <= new Date().getFullYear(), v('places.yearBuiltFuture'))
    .nullable(),
  contacts: z.array(ZBuildingContact).max(LIMITS.contactsMax, v('common.contactsMax')),
  opening_hours: z.string().trim().max(LIMITS.openingHoursMax, v('places.openingHoursTooLong')),
  notes: z.string().trim().max(LIMITS.notesMax, v('common.notesMax')),
  status: ZBuildingStatus,
};

export const ZCreateBuildingRequest = z
  .object({
    ...buildingFields,
    code: buildingFields.code.optional(),
    type: ZBuildingType.default('office'),
    street: buildingFields.street.optional(),
    city: buildingFields.city.optional(),
    region: buildingFields.region.optional(),
    postcode: buildingFields.postcode.optional(),
    country: buildingFields.country.optional(),
    latitude: buildingFields.latitude.optional(),
    longitude: buildingFields.longitude.optional(),
    floors: buildingFields.floors.optional(),
    gross_area: buildingFields.gross_area.optional(),
    area_unit: ZAreaUnit.default('m2'),
    year_built: buildingFields.year_built.optional(),
    contacts: buildingFields.contacts.default([]),
    opening_hours: buildingFields.opening_hours.default(''),
    notes: buildingFields.notes.default(''),
    status: ZBuildingStatus.default('active'),
  })
  .meta({ id: 'CreateBuildingRequest' });
export type TCreateBuildingRequest = z.input<typeof ZCreateBuildingRequest>;

export const ZUpdateBuildingRequest = z
  .object(buildingFields)
  .partial()
  .meta({ id: 'UpdateBuildingRequest' });
export type TUpdateBuildingRequest = z.input<typeof ZUpdateBuildingRequest>;

/** The filters the list and the export share. */
export const ZBuildingFilters = z.object({
  status: ZBuildingStatus.optional(),
  type: ZBuildingType.optional(),
  city: z.string().trim().max(LIMITS.cityMax, v('places.cityFilterTooLong')).optional(),
  archived: z
    .enum(['false', 'true', 'all'], v('common.archivedInvalid'))
    .default('false')
    .describe('false (default): current buildings; true: archived only; all: both'),
});

export const ZBuildingListQuery = listQuery(BUILDING_SORTABLE).extend(ZBuildingFilters.shape);
export type TBuildingListQuery = z.infer<typeof ZBuildingListQuery>;

export const ZBuildingExportQuery = ZBuildingListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], v('common.formatInvalid')).default('csv'),
});
export type TBuildingExportQuery = z.infer<typeof ZBuildingExportQuery>;

export const ZBuildingListItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    type: ZBuildingType,
    status: ZBuildingStatus,
    street: z.string().nullable(),
    city: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string().nullable(),
    floors: z.number().int().nullable(),
    gross_area: z.number().nullable(),
    area_unit: ZAreaUnit,
    locations_count: z.number().int().nonnegative(),
    assets_count: z.number().int().nonnegative(),
    open_work_count: z
      .number()
      .int()
      .nonnegative()
      .describe('Open tickets (new, assigned, in progress, on hold, reopened)'),
    archived_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'BuildingListItem' });
export type TBuildingListItem = z.infer<typeof ZBuildingListItem>;

export const ZBuildingListResponse = paginated(ZBuildingListItem).meta({ id: 'BuildingList' });
export type TBuildingListResponse = z.infer<typeof ZBuildingListResponse>;

export const ZBuilding = ZBuildingListItem.extend({
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  year_built: z.number().int().nullable(),
  photo: ZFileLink.nullable(),
  contacts: z.array(ZBuildingContact),
  opening_hours: z.string(),
  notes: z.string(),
  updated_at: z.iso.datetime(),
}).meta({ id: 'Building' });
export type TBuilding = z.infer<typeof ZBuilding>;

export const BUILDING_BULK_ACTIONS = ['set_status', 'archive', 'delete'] as const;
export const ZBuildingBulkRequest = z
  .object({
    ids: ZPlaceBulkIds,
    action: z.enum(BUILDING_BULK_ACTIONS, v('common.actionOneOf')),
    status: ZBuildingStatus.optional(),
  })
  .refine((body) => body.action !== 'set_status' || body.status !== undefined, {
    ...v('places.newStatusRequired'),
    path: ['status'],
  })
  .meta({ id: 'BuildingBulkRequest' });
export type TBuildingBulkRequest = z.input<typeof ZBuildingBulkRequest>;

export const ZMoneyTotal = z
  .object({
    currency: z.string(),
    total: z.number().describe('Major units'),
    total_cents: z.number().int(),
  })
  .meta({ id: 'MoneyTotal' });

export const ZBuildingSummary = z
  .object({
    year: z.number().int(),
    costs_this_year: z
      .array(ZMoneyTotal)
      .describe('Invoices issued this year for the assets in the building, per currency'),
    assets_by_status: z.record(z.string(), z.number().int().nonnegative()),
    assets_total: z.number().int().nonnegative(),
    locations_count: z.number().int().nonnegative(),
    open_work_count: z
      .number()
      .int()
      .nonnegative()
      .describe('Open tickets (new, assigned, in progress, on hold, reopened)'),
  })
  .meta({ id: 'BuildingSummary' });
export type TBuildingSummary = z.infer<typeof ZBuildingSummary>;
