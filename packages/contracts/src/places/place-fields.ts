/**
 * The vocabulary of buildings and locations shared by the server and the web app: types,
 * statuses, the messages the rules give, and small field shapes.
 */
import { z } from 'zod';
import { v } from '../validation.ts';

export const BUILDING_TYPE_VALUES = [
  'office',
  'retail',
  'residential',
  'industrial',
  'healthcare',
  'education',
  'other',
] as const;
export type TBuildingType = (typeof BUILDING_TYPE_VALUES)[number];

export const BUILDING_STATUS_VALUES = ['active', 'inactive'] as const;
export type TBuildingStatus = (typeof BUILDING_STATUS_VALUES)[number];

export const AREA_UNIT_VALUES = ['m2', 'sqft'] as const;
export type TAreaUnit = (typeof AREA_UNIT_VALUES)[number];

export const LOCATION_TYPE_VALUES = [
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
export type TLocationType = (typeof LOCATION_TYPE_VALUES)[number];

export const EARLIEST_YEAR_BUILT = 1800;

/**
 * Optional text that arrives as '' from forms: '' and whitespace become null. `tooLong` is the
 * key of its validation message.
 */
export const placeOptionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, v(tooLong))
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** A reference to a building or location in answers: its id and name. */
export const ZPlaceRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'PlaceRef' });
export type TPlaceRef = z.infer<typeof ZPlaceRef>;

export const ZPlaceIdParams = z.object({ id: z.uuid(v('common.invalidId')) });
export type TPlaceIdParams = z.infer<typeof ZPlaceIdParams>;

/** The outcome of a bulk action for one id. */
export const ZPlaceBulkResult = z
  .object({
    id: z.uuid(),
    ok: z.boolean(),
    message: z.string().nullable().describe('Why it was refused'),
  })
  .meta({ id: 'PlaceBulkResult' });
export type TPlaceBulkResult = z.infer<typeof ZPlaceBulkResult>;

export const ZPlaceBulkResponse = z
  .object({
    results: z.array(ZPlaceBulkResult),
    succeeded: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  })
  .meta({ id: 'PlaceBulkResponse' });
export type TPlaceBulkResponse = z.infer<typeof ZPlaceBulkResponse>;

export const ZPlaceBulkIds = z
  .array(z.uuid(v('common.invalidId')))
  .min(1, v('places.selectAtLeastOne'))
  .max(500, v('places.selectAtMost'));
