/**
 * What the asset services share: their dependencies, finding an asset the caller may reach
 * (organisation and building scope; anything else is "not found") and dates as YYYY-MM-DD.
 */
import { ASSET_MESSAGES } from '@mainstay/contracts';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { assets, type Asset } from '../../db/schema/index.ts';
import { accessScopeOf, withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import type { AuditSubject } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { FilesService } from '../files/index.ts';

// Kept here under their old names: the assets files import them from this file.
export { addDays, today } from '../../lib/dates.ts';

export interface AssetsDeps {
  db: Database;
  files: FilesService;
}

export type AssetRow = Omit<Asset, 'search'>;

/** Every column but the search vector, which nothing reads back. */
const { search: _search, ...columns } = getTableColumns(assets);
export const ASSET_COLUMNS = columns;

/** Categories and custom fields are settings of the organisation in the audit log. */
export const settingSubject = (id: string, label: string): AuditSubject => ({
  type: 'organisation',
  id,
  label,
});

/** The asset if it is the organisation's and within the caller's buildings; 404 otherwise. */
export async function findAsset(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  scope?: AccessScope,
): Promise<AssetRow> {
  const access = scope ?? (await accessScopeOf(executor, auth));
  const [row] = await executor
    .select(ASSET_COLUMNS)
    .from(assets)
    .where(
      forOrganisation(executor, auth.organisationId).where(
        assets,
        and(eq(assets.id, id), withinBuildings(access, assets.buildingId)),
      ),
    );
  if (!row) throw new AppError(ASSET_MESSAGES.notFound);
  return row;
}

/** Cents to major units (12345 -> 123.45). */
export const fromCents = (cents: number | null): number | null =>
  cents === null ? null : cents / 100;
