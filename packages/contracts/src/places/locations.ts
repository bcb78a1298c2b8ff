/**
 * Locations: a tree under each building (GET/POST/PATCH/DELETE /v1/locations, the tree of a
 * building, bulk actions and export).
 */
import { z } from 'zod';
import { listQuery, paginated } from '../files/files.ts';
import {
  LOCATION_TYPE_VALUES,
  PLACES_MESSAGES,
  placeOptionalText,
  ZPlaceBulkIds,
  ZPlaceRef,
} from './place-fields.ts';

/** The limits of a location's fields, shared with the web's location form. */
export const LOCATION_LIMITS = {
  nameMax: 200,
  codeMax: 50,
  areaMax: 10_000_000,
  notesMax: 5000,
} as const;

export const LOCATION_SORTABLE = ['name', 'code', 'type', 'created_at'] as const;

const ZLocationType = z.enum(LOCATION_TYPE_VALUES, {
  message: `Type must be one of ${LOCATION_TYPE_VALUES.join(', ')}`,
});

const locationFields = {
  building_id: z.uuid({ message: 'Choose a building' }),
  parent_id: z.uuid({ message: 'Choose a parent location' }).nullable(),
  name: z
    .string({ message: 'Enter the location name' })
    .trim()
    .min(1, 'Enter the location name')
    .max(LOCATION_LIMITS.nameMax, `Name must be at most ${LOCATION_LIMITS.nameMax} characters`),
  code: placeOptionalText(LOCATION_LIMITS.codeMax, 'Code'),
  type: ZLocationType,
  area: z
    .number({ message: 'Area must be a number' })
    .min(0, 'Area cannot be negative')
    .max(LOCATION_LIMITS.areaMax, 'Area is too large')
    .nullable(),
  notes: z
    .string()
    .trim()
    .max(LOCATION_LIMITS.notesMax, `Notes must be at most ${LOCATION_LIMITS.notesMax} characters`),
};

export const ZCreateLocationRequest = z
  .object({
    ...locationFields,
    parent_id: locationFields.parent_id.optional(),
    code: locationFields.code.optional(),
    type: ZLocationType.default('room'),
    area: locationFields.area.optional(),
    notes: locationFields.notes.default(''),
  })
  .meta({ id: 'CreateLocationRequest' });
export type TCreateLocationRequest = z.input<typeof ZCreateLocationRequest>;

export const ZUpdateLocationRequest = z
  .object(locationFields)
  .partial()
  .meta({ id: 'UpdateLocationRequest' });
export type TUpdateLocationRequest = z.input<typeof ZUpdateLocationRequest>;

export const ZLocationFilters = z.object({
  building_id: z.uuid({ message: 'Choose a building' }).optional(),
  type: ZLocationType.optional(),
  parent_id: z
    .union([z.uuid({ message: 'Choose a parent location' }), z.literal('root')])
    .optional()
    .describe('Direct children of this location, or "root" for top-level locations'),
});

export const ZLocationListQuery = listQuery(LOCATION_SORTABLE).extend(ZLocationFilters.shape);
export type TLocationListQuery = z.infer<typeof ZLocationListQuery>;

export const ZLocationExportQuery = ZLocationListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], { message: 'Format is csv or xlsx' }).default('csv'),
});
export type TLocationExportQuery = z.infer<typeof ZLocationExportQuery>;

export const ZLocationListItem = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    type: ZLocationType,
    area: z.number().nullable(),
    building: ZPlaceRef,
    parent: ZPlaceRef.nullable(),
    depth: z.number().int().nonnegative(),
    path_names: z.array(z.string()).describe('Names of the ancestors, root first'),
    children_count: z.number().int().nonnegative(),
    assets_count: z.number().int().nonnegative(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'LocationListItem' });
export type TLocationListItem = z.infer<typeof ZLocationListItem>;

export const ZLocationListResponse = paginated(ZLocationListItem).meta({ id: 'LocationList' });
export type TLocationListResponse = z.infer<typeof ZLocationListResponse>;

export const ZLocation = ZLocationListItem.extend({
  notes: z.string(),
  ancestors: z.array(ZPlaceRef).describe('Root first, without the location itself'),
  children: z.array(
    z.object({ id: z.uuid(), name: z.string(), code: z.string().nullable(), type: ZLocationType }),
  ),
  updated_at: z.iso.datetime(),
}).meta({ id: 'Location' });
export type TLocation = z.infer<typeof ZLocation>;

export interface TLocationTreeNode {
  id: string;
  name: string;
  code: string | null;
  type: (typeof LOCATION_TYPE_VALUES)[number];
  depth: number;
  assets_count: number;
  children: TLocationTreeNode[];
}

export const ZLocationTreeNode: z.ZodType<TLocationTreeNode> = z
  .object({
    id: z.uuid(),
    name: z.string(),
    code: z.string().nullable(),
    type: ZLocationType,
    depth: z.number().int().nonnegative(),
    assets_count: z.number().int().nonnegative(),
    get children() {
      return z.array(ZLocationTreeNode);
    },
  })
  .meta({ id: 'LocationTreeNode' });

export const ZLocationTreeResponse = z
  .object({ building: ZPlaceRef, data: z.array(ZLocationTreeNode) })
  .meta({ id: 'LocationTree' });
export type TLocationTreeResponse = z.infer<typeof ZLocationTreeResponse>;

export const LOCATION_BULK_ACTIONS = ['delete', 'move', 'set_type'] as const;
export const ZLocationBulkRequest = z
  .object({
    ids: ZPlaceBulkIds,
    action: z.enum(LOCATION_BULK_ACTIONS, {
      message: `Action must be one of ${LOCATION_BULK_ACTIONS.join(', ')}`,
    }),
    parent_id: z
      .uuid({ message: 'Choose a parent location' })
      .nullable()
      .optional()
      .describe('For move: the new parent, or null for the top level of its building'),
    building_id: z
      .uuid({ message: 'Choose a building' })
      .optional()
      .describe('For move to the top level: the building (defaults to each one’s own)'),
    type: ZLocationType.optional(),
  })
  .refine((body) => body.action !== 'move' || body.parent_id !== undefined, {
    message: PLACES_MESSAGES.parentRequired,
    path: ['parent_id'],
  })
  .refine((body) => body.action !== 'set_type' || body.type !== undefined, {
    message: PLACES_MESSAGES.typeRequired,
    path: ['type'],
  })
  .meta({ id: 'LocationBulkRequest' });
export type TLocationBulkRequest = z.input<typeof ZLocationBulkRequest>;
