/** Building rows as the API answers them, and request fields as columns. */
import type { TBuilding, TBuildingListItem } from '@mainstay/contracts';
import type { buildings } from '../../db/schema/index.ts';
import type { FileLink } from '../files/index.ts';
import { isoOrNull, type BuildingRow } from './places.shared.ts';

export interface BuildingCounts {
  locationsCount: number;
  assetsCount: number;
  openWorkCount: number;
}

export function toBuildingListItem(row: BuildingRow & BuildingCounts): TBuildingListItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    status: row.status,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    floors: row.floors,
    gross_area: row.grossArea,
    area_unit: row.areaUnit,
    locations_count: row.locationsCount,
    assets_count: row.assetsCount,
    open_work_count: row.openWorkCount,
    archived_at: isoOrNull(row.archivedAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function toBuilding(row: BuildingRow & BuildingCounts, photo: FileLink | null): TBuilding {
  return {
    ...toBuildingListItem(row),
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
    year_built: row.yearBuilt,
    photo,
    contacts: row.contacts,
    opening_hours: row.openingHours,
    notes: row.notes,
    updated_at: row.updatedAt.toISOString(),
  };
}

type BuildingValues = Partial<typeof buildings.$inferInsert>;

/** The columns a create or update sets; only the fields present in the request. */
export function buildingValues(body: object): BuildingValues {
  const map: Record<string, keyof BuildingValues> = {
    name: 'name',
    code: 'code',
    type: 'type',
    street: 'street',
    city: 'city',
    region: 'region',
    postcode: 'postcode',
    country: 'country',
    latitude: 'latitude',
    longitude: 'longitude',
    floors: 'floors',
    gross_area: 'grossArea',
    area_unit: 'areaUnit',
    year_built: 'yearBuilt',
    contacts: 'contacts',
    opening_hours: 'openingHours',
    notes: 'notes',
    status: 'status',
  };
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) {
    const value = (body as Record<string, unknown>)[field];
    if (value !== undefined) values[column] = value;
  }
  return values as BuildingValues;
}
