/**
 * GET /v1/assets/export: the asset list with the same filters, search and sort, as CSV or XLSX.
 * Rows are read in batches and streamed, so a large organisation's export is never held in
 * memory whole. Column names match what the asset import recognises.
 */
import { type TAssetExportQuery, assetEndpoints } from '@mainstay/contracts';
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

import { authOf } from '../../plugins/auth.ts';
import { sendExport } from '../imports/index.ts';
import { assetListConditions, assetOrder } from './assets-list.ts';
import { fromCents, today, type AssetsDeps } from './assets.shared.ts';
const BATCH = 2000;

const COLUMNS = [
  { key: 'name', label: 'Name' },
  { key: 'code', label: 'Code' },
  { key: 'category', label: 'Category' },
  { key: 'building', label: 'Building' },
  { key: 'location', label: 'Location' },
  { key: 'parent_asset', label: 'Parent asset' },
  { key: 'make', label: 'Make' },
  { key: 'model', label: 'Model' },
  { key: 'serial_number', label: 'Serial number' },
  { key: 'status', label: 'Status' },
  { key: 'criticality', label: 'Criticality' },
  { key: 'install_date', label: 'Install date' },
  { key: 'warranty_expiry', label: 'Warranty expiry' },
  { key: 'purchase_date', label: 'Purchase date' },
  { key: 'expected_life_years', label: 'Expected life (years)' },
  { key: 'cost', label: 'Cost' },
  { key: 'currency', label: 'Currency' },
  { key: 'supplier', label: 'Supplier' },
  { key: 'archived', label: 'Archived' },
  { key: 'notes', label: 'Notes' },
] as const;

const parent = alias(assets, 'parent_asset');

async function* exportRows(
  executor: Executor,
  organisationId: string,
  query: TAssetExportQuery,
  access: Awaited<ReturnType<typeof accessScopeOf>>,
): AsyncGenerator<Record<string, unknown>> {
  const where = await assetListConditions(executor, organisationId, access, query);
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
        category: assetCategories.name,
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
        category: row.category,
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
        archived: asset.archivedAt ? 'yes' : 'no',
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
    const access = await accessScopeOf(deps.db, auth);
    return sendExport(reply, {
      format: request.query.format,
      filename: `assets-${today()}`,
      columns: COLUMNS,
      rows: exportRows(deps.db, auth.organisationId, request.query, access),
    });
  });
};
