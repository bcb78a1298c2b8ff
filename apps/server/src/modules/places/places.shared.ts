/**
 * What the buildings and locations services share: their dependencies, finding a building or a
 * location the caller may reach (organisation and building scope; anything else is "not
 * found").
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, locations, type Building, type Location } from '../../db/schema/index.ts';
import { allowsBuilding, type AccessScope } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { FilesService } from '../files/index.ts';

export interface PlacesDeps {
  db: Database;
  files: FilesService;
}

export type PlacesCaller = Pick<RequestAuth, 'userId' | 'organisationId' | 'ability'>;

export type BuildingRow = Omit<Building, 'search'>;
export type LocationRow = Omit<Location, 'search'>;

/** Every column but the search vector, which nothing reads back. */
const { search: _buildingSearch, ...buildingColumns } = getTableColumns(buildings);
const { search: _locationSearch, ...locationColumns } = getTableColumns(locations);
export const BUILDING_COLUMNS = buildingColumns;
export const LOCATION_COLUMNS = locationColumns;

/** The building if it is the organisation's and within the caller's buildings; 404 otherwise. */
export async function findBuilding(
  executor: Executor,
  organisationId: string,
  scope: AccessScope,
  id: string,
): Promise<BuildingRow> {
  const [row] = await executor
    .select(BUILDING_COLUMNS)
    .from(buildings)
    .where(forOrganisation(executor, organisationId).where(buildings, eq(buildings.id, id)));
  if (!row || !allowsBuilding(scope, row.id)) {
    throw new AppError('BUILDING_NOT_FOUND');
  }
  return row;
}

/** The location if it is the organisation's and in one of the caller's buildings; 404 otherwise. */
export async function findLocation(
  executor: Executor,
  organisationId: string,
  scope: AccessScope,
  id: string,
): Promise<LocationRow> {
  const [row] = await executor
    .select(LOCATION_COLUMNS)
    .from(locations)
    .where(forOrganisation(executor, organisationId).where(locations, and(eq(locations.id, id))));
  if (!row || !allowsBuilding(scope, row.buildingId)) {
    throw new AppError('LOCATION_NOT_FOUND');
  }
  return row;
}

/** A nullable timestamp as ISO text. */
export const isoOrNull = (value: Date | null): string | null =>
  value ? value.toISOString() : null;
