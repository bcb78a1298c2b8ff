/**
 * What the buildings and locations services share: their dependencies, finding a building or a
 * location the caller may reach (organisation and building scope; anything else is "not
 * found").
 */
import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, locations, type Building, type Location } from '../../db/schema/index.ts';
import { allowsBuilding, type AccessScope } from '../../lib/access-scope.ts';
import { AppError, takenOnRace, ValidationError } from '../../lib/errors.ts';
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

/** Every column but the search vectors, which nothing reads back. */
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

type CodeTaken = 'BUILDING_CODE_TAKEN' | 'LOCATION_CODE_TAKEN';

/**
 * 422 on `code` (`taken`) when another row of `table` already uses the code, in any case:
 * among the organisation's rows, or only `within` a narrower set (a building's locations).
 */
export async function assertCodeFree(
  executor: Executor,
  organisationId: string,
  table: typeof buildings | typeof locations,
  taken: CodeTaken,
  code: string | null | undefined,
  { exceptId, within }: { exceptId?: string; within?: SQL } = {},
): Promise<void> {
  if (!code) return;
  const [row] = await executor
    .select({ id: table.id })
    .from(table)
    .where(
      forOrganisation(executor, organisationId).where(
        table,
        and(
          within,
          sql`lower(${table.code}) = lower(${code})`,
          exceptId ? ne(table.id, exceptId) : undefined,
        ),
      ),
    )
    .limit(1);
  if (row) throw new ValidationError({ code: [taken] });
}

/** The same 422 when the unique index refuses the code: a race lost to another request. */
export const rethrowCodeTaken = (taken: CodeTaken) => takenOnRace('code', taken);
