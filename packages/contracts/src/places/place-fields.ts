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

export const PLACES_MESSAGES = {
  buildingNotFound: 'Building not found',
  buildingCodeTaken: 'Another building already uses this code',
  buildingOutOfScope: 'You can only work in the buildings you are assigned to',
  buildingArchived: 'This building is archived; unarchive it first',
  buildingHasAssets: (count: number) =>
    `This building has ${count} ${count === 1 ? 'asset' : 'assets'}; move them to another building or archive the building instead`,
  buildingHasTickets: (count: number) =>
    `This building has ${count} ${count === 1 ? 'ticket' : 'tickets'}; archive the building instead so its history is kept`,
  locationNotFound: 'Location not found',
  locationCodeTaken: 'Another location in this building already uses this code',
  parentNotFound: 'Choose a location of your organisation as the parent',
  parentOtherBuilding: 'The parent must be in the same building',
  locationCycle: 'A location cannot be moved under itself or one of its own sublocations',
  locationHasChildren: (count: number) =>
    `This location has ${count} ${count === 1 ? 'sublocation' : 'sublocations'}; move or delete them first`,
  locationHasAssets: (count: number) =>
    `This location has ${count} ${count === 1 ? 'asset' : 'assets'}; move them first`,
} as const;

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
