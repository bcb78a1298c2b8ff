/**
 * Demo data for imports in Northwind Facilities: the history of two past imports (the buildings
 * and the asset register brought over from a spreadsheet) and the column mappings they left
 * remembered, so the next upload of a similar file is mapped already.
 */
import type { Executor } from '../db/client.ts';
import type { DemoContext } from './demo-context.ts';
import { importJobs, importMappings } from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const BUILDINGS_MAPPING = {
  'Site name': 'name',
  'Site code': 'code',
  'Address line 1': 'street',
  Town: 'city',
  Postcode: 'postcode',
  Country: 'country',
  Floors: 'floors',
};

const ASSETS_MAPPING = {
  'Asset description': 'name',
  'Asset tag': 'code',
  Category: 'category',
  Site: 'building',
  Location: 'location',
  Manufacturer: 'make',
  Model: 'model',
  'Serial no': 'serial_number',
  'Install date': 'install_date',
  'Warranty end': 'warranty_expiry',
  Criticality: 'criticality',
};

export async function seedDemoImports(tx: Executor, context: DemoContext): Promise<void> {
  const { organisationId, userIds } = context;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await tx
    .insert(importMappings)
    .values([
      { organisationId, entity: 'buildings', mapping: BUILDINGS_MAPPING },
      { organisationId, entity: 'assets', mapping: ASSETS_MAPPING },
    ])
    .onConflictDoNothing();
  await tx.insert(importJobs).values([
    {
      organisationId,
      entity: 'buildings',
      status: 'completed',
      mode: 'all_or_nothing',
      filename: 'northwind-sites.xlsx',
      mapping: BUILDINGS_MAPPING,
      headers: Object.keys(BUILDINGS_MAPPING),
      totalRows: 3,
      processedRows: 3,
      importedRows: 3,
      createdByUserId: userIds.administrator,
      createdAt: at(45),
      updatedAt: at(45),
    },
    {
      organisationId,
      entity: 'assets',
      status: 'completed',
      mode: 'valid_rows',
      filename: 'asset-register-2025.csv',
      mapping: ASSETS_MAPPING,
      headers: Object.keys(ASSETS_MAPPING),
      totalRows: 24,
      processedRows: 24,
      importedRows: 24,
      createdByUserId: userIds.facilities_manager,
      createdAt: at(30),
      updatedAt: at(30),
    },
  ]);
}
