/**
 * One asset with everything its page shows: the list columns, costs, supplier, custom field
 * values, photos and documents (signed links), and meters with their last reading.
 */
import type { TAssetDetail, TAssetFile, TAssetMeterSummary } from '@mainstay/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  assetFiles,
  assetMeters,
  assets,
  contractors,
  files,
  meterReadings,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { FilesService } from '../files/index.ts';
import { selectAssetRows, toListItem } from './assets-list.ts';
import { fromCents, type AssetRow } from './assets.shared.ts';

/** The asset's photos and documents, oldest first, with signed links. */
export async function assetFileViews(
  executor: Executor,
  filesService: FilesService,
  organisationId: string,
  assetId: string,
): Promise<{ photos: TAssetFile[]; documents: TAssetFile[] }> {
  const rows = await executor
    .select({ link: assetFiles, file: files })
    .from(assetFiles)
    .innerJoin(files, eq(files.id, assetFiles.fileId))
    .where(
      forOrganisation(executor, organisationId).where(assetFiles, eq(assetFiles.assetId, assetId)),
    )
    .orderBy(asc(assetFiles.createdAt), asc(assetFiles.fileId));
  const view = (row: (typeof rows)[number]): TAssetFile => ({
    file: filesService.link(row.file),
    title: row.link.title,
    created_at: row.link.createdAt.toISOString(),
  });
  return {
    photos: rows.filter((row) => row.link.kind === 'photo').map(view),
    documents: rows.filter((row) => row.link.kind === 'document').map(view),
  };
}

/** The meters of an asset by name, each with its latest reading. */
export async function meterSummaries(
  executor: Executor,
  organisationId: string,
  assetId: string,
): Promise<TAssetMeterSummary[]> {
  const scope = forOrganisation(executor, organisationId);
  const meters = await executor
    .select()
    .from(assetMeters)
    .where(scope.where(assetMeters, eq(assetMeters.assetId, assetId)))
    .orderBy(asc(assetMeters.name), asc(assetMeters.id));
  if (meters.length === 0) return [];
  const latest = await executor
    .selectDistinctOn([meterReadings.meterId], {
      meterId: meterReadings.meterId,
      value: meterReadings.value,
      readAt: meterReadings.readAt,
    })
    .from(meterReadings)
    .where(
      scope.where(
        meterReadings,
        inArray(
          meterReadings.meterId,
          meters.map((meter) => meter.id),
        ),
      ),
    )
    .orderBy(meterReadings.meterId, sql`${meterReadings.readAt} desc`);
  return meters.map((meter) => {
    const reading = latest.find((entry) => entry.meterId === meter.id);
    return {
      id: meter.id,
      name: meter.name,
      unit: meter.unit,
      last_reading: reading
        ? { value: reading.value, read_at: reading.readAt.toISOString() }
        : null,
    };
  });
}

export async function assetDetail(
  executor: Executor,
  filesService: FilesService,
  organisationId: string,
  asset: AssetRow,
): Promise<TAssetDetail> {
  const [row] = await selectAssetRows(
    executor,
    forOrganisation(executor, organisationId).where(assets, eq(assets.id, asset.id)),
    [],
  );
  if (!row) throw new Error('The asset vanished while it was read');
  const [contractor] = asset.supplierContractorId
    ? await executor
        .select({ id: contractors.id, company_name: contractors.companyName })
        .from(contractors)
        .where(
          forOrganisation(executor, organisationId).where(
            contractors,
            eq(contractors.id, asset.supplierContractorId),
          ),
        )
    : [];
  const attached = await assetFileViews(executor, filesService, organisationId, asset.id);
  return {
    ...toListItem(filesService, row),
    purchase_date: asset.purchaseDate,
    expected_life_years: asset.expectedLifeYears,
    cost: fromCents(asset.costCents),
    currency: asset.currency,
    supplier: { contractor: contractor ?? null, name: asset.supplierName },
    custom_fields: asset.customFields,
    notes: asset.notes,
    ...attached,
    meters: await meterSummaries(executor, organisationId, asset.id),
    updated_at: asset.updatedAt.toISOString(),
  };
}
