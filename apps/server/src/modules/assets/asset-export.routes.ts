/**
 * GET /v1/assets/export: the asset list with the same filters, search and sort, as CSV or XLSX.
 * Rows are read in batches and streamed, so a large organisation's export is never held in
 * memory whole. The header row and the default categories' names are in the caller's language;
 * the asset import recognises the column names in any of our languages.
 */
import {
  ASSET_DEFAULT_CATEGORY_NAMES,
  type TAssetExportQuery,
  assetEndpoints,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';

import type { Executor } from '../../db/client.ts';
import {
  assetCategories,
  assets,
  buildings,
  contractors,
  locations,
} from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { builtInName } from '../../lib/built-in-name.ts';
import { translate } from '../../lib/translate.ts';

import { authOf } from '../../plugins/auth.ts';
import { languageOf } from '../../plugins/language.ts';
import { exportColumns, sendExport } from '../imports/index.ts';
import { assetListConditions, assetOrder } from './assets-list.ts';
import { fromCents, today, type AssetsDeps } from './assets.shared.ts';
const BATCH = 2000;

/** The columns, named in the caller's language (assets:export.columns). */
const COLUMNS = [
  'name',
  'code',
  'category',
  'building',
  'location',
  'parent_asset',
  'make',
  'model',
  'serial_number',
  'status',
  'criticality',
  'install_date',
  'warranty_expiry',
  'purchase_date',
  'expected_life_years',
  'cost',
  'currency',
  'supplier',
  'archived',
  'notes',
] as const;

const parent = alias(assets, 'parent_asset');

async function* exportRows(
  executor: Executor,
  organisationId: string,
  query: TAssetExportQuery,
  access: Awaited<ReturnType<typeof accessScopeOf>>,
  language: LanguageCode,
): AsyncGenerator<Record<string, unknown>> {
  const where = await assetListConditions(executor, organisationId, access, query);
  const yes = translate(language, 'assets:export.yes');
  const no = translate(language, 'assets:export.no');
  for (let offset = 0; ; offset += BATCH) {
    const rows = await executor
      .select({
        asset: {
          name: assets.name,
          code: assets.code,
          make: assets.make,
          model: assets.model,
          serialNumber: assets.serialNumber,
          status: assets.status,
          criticality: assets.criticality,
          installDate: assets.installDate,
          warrantyExpiry: assets.warrantyExpiry,
          purchaseDate: assets.purchaseDate,
          expectedLifeYears: assets.expectedLifeYears,
          costCents: assets.costCents,
          currency: assets.currency,
          supplierName: assets.supplierName,
          archivedAt: assets.archivedAt,
          notes: assets.notes,
        },
        category: { name: assetCategories.name, key: assetCategories.key },
        building: buildings.name,
        location: locations.name,
        parentCode: parent.code,
        contractor: contractors.companyName,
      })
      .from(assets)
      .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
      .leftJoin(buildings, eq(buildings.id, assets.buildingId))
      .leftJoin(locations, eq(locations.id, assets.locationId))
      .leftJoin(parent, eq(parent.id, assets.parentAssetId))
      .leftJoin(contractors, eq(contractors.id, assets.supplierContractorId))
      .where(where)
      .orderBy(...assetOrder(query))
      .limit(BATCH)
      .offset(offset);
    for (const row of rows) {
      const { asset } = row;
      yield {
        name: asset.name,
        code: asset.code,
        category: row.category
          ? builtInName(language, 'assets:categories', row.category, ASSET_DEFAULT_CATEGORY_NAMES)
          : null,
        building: row.building,
        location: row.location,
        parent_asset: row.parentCode,
        make: asset.make,
        model: asset.model,
        serial_number: asset.serialNumber,
        status: asset.status,
        criticality: asset.criticality,
        install_date: asset.installDate,
        warranty_expiry: asset.warrantyExpiry,
        purchase_date: asset.purchaseDate,
        expected_life_years: asset.expectedLifeYears,
        cost: fromCents(asset.costCents),
        currency: asset.currency,
        supplier: row.contractor ?? asset.supplierName,
        archived: asset.archivedAt ? yes : no,
        notes: asset.notes,
      };
    }
    if (rows.length < BATCH) return;
  }
}

export const assetExportRoutes: FastifyPluginAsyncZod<{ deps: AssetsDeps }> = async (
  app,
  { deps },
) => {
  route(app, assetEndpoints.exportAssets, async (request, reply) => {
    const auth = authOf(request);
    const language = languageOf(request);
    const access = await accessScopeOf(deps.db, auth);
    return sendExport(reply, {
      format: request.query.format,
      filename: `assets-${today()}`,
      columns: exportColumns(language, 'assets', COLUMNS),
      rows: exportRows(deps.db, auth.organisationId, request.query, access, language),
    });
  });
};
