/**
 * Asset categories: the defaults every organisation gets (stored with their English name and a
 * key the app translates by), and the organisation's own, managed in settings. A default
 * category can be renamed but not deleted, so keeping the defaults in place never brings back
 * something a person removed.
 */
import {
  ASSET_DEFAULT_CATEGORY_NAMES,
  ASSET_MESSAGES,
  type TAssetCategory,
  type TAssetCategoryListResponse,
  type TAssetCategoryRequest,
} from '@mainstay/contracts';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assetCategories, DEFAULT_ASSET_CATEGORIES, ppmSchedules } from '../../db/schema/index.ts';
import { recordChange, type AuditValues } from '../../lib/audit.ts';
import { AppError, takenOnRace, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { settingSubject, type AssetsDeps } from './assets.shared.ts';

/** (key, English name) of each default category, as SQL VALUES rows. */
function defaultRows() {
  return sql.join(
    DEFAULT_ASSET_CATEGORIES.map(
      (key) => sql`(${key}::text, ${ASSET_DEFAULT_CATEGORY_NAMES[key]}::text)`,
    ),
    sql`, `,
  );
}

/**
 * Adds the default categories the organisation(s) lack: one statement, whatever their number.
 * A category already holding the key, or the same name, counts as present.
 */
async function insertMissingDefaults(executor: Executor, organisationId?: string): Promise<void> {
  // Without an organisation this fills in every organisation at once (start-up), so the
  // organisation is each row's own, not one scope's: the one exemption in this module.
  // eslint-disable-next-line mainstay/no-raw-organisation-condition
  await executor.execute(sql`
    insert into ${assetCategories} (organisation_id, key, name)
    select o.id, d.key, d.name
    from organisations o
    cross join (values ${defaultRows()}) as d(key, name)
    where ${organisationId ? sql`o.id = ${organisationId}` : sql`true`}
      and not exists (
        select 1 from ${assetCategories} c
        where c.organisation_id = o.id and (c.key = d.key or lower(c.name) = lower(d.name))
      )
    on conflict do nothing`);
}

/** Gives one organisation the default categories it lacks (at sign-up and in seeds). */
export async function ensureDefaultCategories(
  executor: Executor,
  organisationId: string,
): Promise<void> {
  await insertMissingDefaults(executor, organisationId);
}

/** Gives every organisation the default categories it lacks (at start-up). */
export async function syncDefaultCategories(executor: Executor): Promise<void> {
  await insertMissingDefaults(executor);
}

// Written out in full: Drizzle leaves columns unqualified in a single-table select, where
// "id" would then mean the asset's id inside the subquery.
const assetsCount = sql<number>`(select count(*)::int from assets where assets.category_id = asset_categories.id)`;

/** The organisation's categories (those matching `condition`) as the API shows them. */
function categoryViews(executor: Executor, organisationId: string, condition?: SQL) {
  return executor
    .select({
      id: assetCategories.id,
      name: assetCategories.name,
      key: assetCategories.key,
      assets_count: assetsCount,
    })
    .from(assetCategories)
    .where(forOrganisation(executor, organisationId).where(assetCategories, condition))
    .orderBy(sql`lower(${assetCategories.name})`, asc(assetCategories.id));
}

async function categoryView(
  executor: Executor,
  organisationId: string,
  id: string,
): Promise<TAssetCategory> {
  const [row] = await categoryViews(executor, organisationId, eq(assetCategories.id, id));
  if (!row) throw new AppError(ASSET_MESSAGES.categoryNotFound);
  return row;
}

export async function listCategories(
  deps: AssetsDeps,
  auth: RequestAuth,
): Promise<TAssetCategoryListResponse> {
  return { data: await categoryViews(deps.db, auth.organisationId) };
}

async function checkNameFree(
  executor: Executor,
  organisationId: string,
  name: string,
  exceptId?: string,
) {
  const [clash] = await forOrganisation(executor, organisationId).select(
    assetCategories,
    and(
      sql`lower(${assetCategories.name}) = lower(${name})`,
      exceptId ? ne(assetCategories.id, exceptId) : undefined,
    ),
  );
  if (clash) throw new ValidationError({ name: [ASSET_MESSAGES.categoryTaken] });
}

const nameTakenOnRace = takenOnRace('name', ASSET_MESSAGES.categoryTaken);

/** Categories are settings of the organisation in the audit log. */
const audit = (
  executor: Executor,
  auth: RequestAuth,
  action: string,
  category: { id: string; name: string },
  change: AuditValues,
) => recordChange(executor, auth, action, settingSubject(category.id, category.name), change);

export async function createCategory(
  deps: AssetsDeps,
  auth: RequestAuth,
  input: TAssetCategoryRequest,
): Promise<TAssetCategory> {
  return deps.db
    .transaction(async (tx) => {
      await checkNameFree(tx, auth.organisationId, input.name);
      const [row] = await forOrganisation(tx, auth.organisationId).insert(assetCategories, [
        { name: input.name },
      ]);
      if (!row) throw new Error('The category was not stored');
      await audit(tx, auth, 'asset_category.created', row, { after: { name: row.name } });
      return categoryView(tx, auth.organisationId, row.id);
    })
    .catch(nameTakenOnRace);
}

export async function updateCategory(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
  input: TAssetCategoryRequest,
): Promise<TAssetCategory> {
  return deps.db
    .transaction(async (tx) => {
      const before = await categoryView(tx, auth.organisationId, id);
      await checkNameFree(tx, auth.organisationId, input.name, id);
      if (before.name !== input.name) {
        await forOrganisation(tx, auth.organisationId).update(
          assetCategories,
          { name: input.name },
          eq(assetCategories.id, id),
        );
        await audit(
          tx,
          auth,
          'asset_category.updated',
          { id, name: input.name },
          {
            before: { name: before.name },
            after: { name: input.name },
          },
        );
      }
      return categoryView(tx, auth.organisationId, id);
    })
    .catch(nameTakenOnRace);
}

export async function deleteCategory(
  deps: AssetsDeps,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await categoryView(tx, auth.organisationId, id);
    if (before.key) throw new AppError(ASSET_MESSAGES.categoryDefault);
    if (before.assets_count > 0) throw new AppError(ASSET_MESSAGES.categoryInUse);
    const tenant = forOrganisation(tx, auth.organisationId);
    const [scheduled] = await tx
      .select({ value: count() })
      .from(ppmSchedules)
      .where(tenant.where(ppmSchedules, eq(ppmSchedules.assetCategoryId, id)));
    if ((scheduled?.value ?? 0) > 0) throw new AppError(ASSET_MESSAGES.categoryHasSchedules);
    await tenant.delete(assetCategories, eq(assetCategories.id, id));
    await audit(tx, auth, 'asset_category.deleted', before, { before: { name: before.name } });
  });
}
