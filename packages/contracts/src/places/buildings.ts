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
  PLACES_MESSAGES,
  placeOptionalText,
  ZPlaceBulkIds,
} from './place-fields.ts';

export const BUILDING_SORTABLE = ['name', 'code', 'city', 'created_at', 'status'] as const;

const ZBuildingType = z.enum(BUILDING_TYPE_VALUES, {
  message: `Type must be one of ${BUILDING_TYPE_VALUES.join(', ')}`,
});
const ZBuildingStatus = z.enum(BUILDING_STATUS_VALUES, { message: 'Status is active or inactive' });
const ZAreaUnit = z.enum(AREA_UNIT_VALUES, { message: 'Area unit is m2 or sqft' });

export const ZBuildingContact = z
  .object({
    name: z.string().trim().min(1, 'Enter the contact’s name').max(200, 'Name is too long'),
    role: z.string().trim().max(200, 'Role is too long').default(''),
    phone: z
      .string()
      .trim()
      .max(50, 'Phone is too long')
      .regex(/^[+\d\s().-]*$/, 'Enter a valid phone number')
      .default(''),
    email: z
      .union([z.literal(''), z.email({ message: 'Enter a valid e-mail address' })])
      .default(''),
  })
  .meta({ id: 'BuildingContact' });
export type TBuildingContact = z.infer<typeof ZBuildingContact>;

/** The fields of a building, without defaults (PATCH sends only what changed). */
const buildingFields = {
  name: z
    .string({ message: 'Enter the building name' })
    .trim()
    .min(1, 'Enter the building name')
    .max(200, 'Name must be at most 200 characters'),
  code: placeOptionalText(50, 'Code'),
  type: ZBuildingType,
  street: placeOptionalText(300, 'Street'),
  city: placeOptionalText(120, 'City'),
  region: placeOptionalText(120, 'Region'),
  postcode: placeOptionalText(20, 'Postcode'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), {
      message: 'Use a two-letter country code, e.g. GB',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  latitude: z
    .number({ message: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90')
    .nullable(),
  longitude: z
    .number({ message: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180')
    .nullable(),
  floors: z
    .number({ message: 'Floors must be a number' })
    .int('Floors must be a whole number')
    .min(0, 'Floors cannot be negative')
    .max(300, 'Floors must be at most 300')
    .nullable(),
  gross_area: z
    .number({ message: 'Gross area must be a number' })
    .min(0, 'Gross area cannot be negative')
    .max(100_000_000, 'Gross area is too large')
    .nullable(),
  area_unit: ZAreaUnit,
  year_built: z
    .number({ message: 'Year built must be a number' })
    .int('Year built must be a whole year')
    .min(EARLIEST_YEAR_BUILT, `Year built must be ${EARLIEST_YEAR_BUILT} or later`)
    .refine((year) => year <= new Date().getFullYear(), 'Year built cannot be in the future')
    .nullable(),
  contacts: z.array(ZBuildingContact).max(20, 'At most 20 contacts'),
  opening_hours: z.string().trim().max(2000, 'Opening hours must be at most 2000 characters'),
  notes: z.string().trim().max(5000, 'Notes must be at most 5000 characters'),
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
  city: z.string().trim().max(120, 'City is too long').optional(),
  archived: z
    .enum(['false', 'true', 'all'], { message: 'Archived is false, true or all' })
    .default('false')
    .describe('false (default): current buildings; true: archived only; all: both'),
});

export const ZBuildingListQuery = listQuery(BUILDING_SORTABLE).extend(ZBuildingFilters.shape);
export type TBuildingListQuery = z.infer<typeof ZBuildingListQuery>;

export const ZBuildingExportQuery = ZBuildingListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Format is csv or xlsx' }).default('csv'),
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
    action: z.enum(BUILDING_BULK_ACTIONS, {
      message: `Action must be one of ${BUILDING_BULK_ACTIONS.join(', ')}`,
    }),
    status: ZBuildingStatus.optional(),
  })
  .refine((body) => body.action !== 'set_status' || body.status !== undefined, {
    message: PLACES_MESSAGES.statusRequired,
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
