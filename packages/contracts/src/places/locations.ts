/**
 * Locations: a tree under each building (GET/POST/PATCH/DELETE /v1/locations, the tree of a
 * building, bulk actions and export).
 */
import { z } from 'zod';
import { listQuery, paginated } from '../files/files.ts';
import {
  LOCATION_TYPE_VALUES,
  placeOptionalText,
  ZPlaceBulkIds,
  ZPlaceRef,
} from './place-fields.ts';
import { v } from '../validation.ts';

/** The limits of a location's fields, shared with the web's location form. */
export const LOCATION_LIMITS = {
  nameMax: 200,
  codeMax: 50,
  areaMax: 10_000_000,
  notesMax: 5000,
} as const;

export const LOCATION_SORTABLE = ['name', 'code', 'type', 'created_at'] as const;

const ZLocationType = z.enum(LOCATION_TYPE_VALUES, v('common.typeOneOf'));

const locationFields = {
  building_id: z.uuid(v('common.buildingRequired')),
  parent_id: z.uuid(v('places.parentRequired')).nullable(),
  name: z
    .string(v('places.locationNameRequired'))
    .trim()
    .min(1, v('places.locationNameRequired'))
    .max(LOCATION_LIMITS.nameMax, v('common.nameMax')),
  code: placeOptionalText(LOCATION_LIMITS.codeMax, 'places.codeTooLong'),
  type: ZLocationType,
  area: z
    .number(v('places.areaNumber'))
    .min(0, v('places.areaNegative'))
    .max(LOCATION_LIMITS.areaMax, v('places.areaTooLarge'))
    .nullable(),
  notes: z.string().trim().max(LOCATION_LIMITS.notesMax, v('common.notesMax')),
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
  building_id: z.uuid(v('common.buildingRequired')).optional(),
  type: ZLocationType.optional(),
  parent_id: z
    .union([z.uuid(v('places.parentRequired')), z.literal('root')])
    .optional()
    .describe('Direct children of this location, or "root" for top-level locations'),
});

export const ZLocationListQuery = listQuery(LOCATION_SORTABLE).extend(ZLocationFilters.shape);
export type TLocationListQuery = z.infer<typeof ZLocationListQuery>;

export const ZLocationExportQuery = ZLocationListQuery.omit({ page: true, per_page: true }).extend({
  format: z.enum(['csv', 'xlsx'], v('common.formatInvalid')).default('csv'),
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
    action: z.enum(LOCATION_BULK_ACTIONS, v('common.actionOneOf')),
    parent_id: z
      .uuid(v('places.parentRequired'))
      .nullable()
      .optional()
      .describe('For move: the new parent, or null for the top level of its building'),
    building_id: z
      .uuid(v('common.buildingRequired'))
      .optional()
      .describe('For move to the top level: the building (defaults to each one’s own)'),
    type: ZLocationType.optional(),
  })
  .refine((body) => body.action !== 'move' || body.parent_id !== undefined, {
    ...v('places.moveTargetRequired'),
    path: ['parent_id'],
  })
  .refine((body) => body.action !== 'set_type' || body.type !== undefined, {
    ...v('places.newTypeRequired'),
    path: ['type'],
  })
  .meta({ id: 'LocationBulkRequest' });
export type TLocationBulkRequest = z.input<typeof ZLocationBulkRequest>;
