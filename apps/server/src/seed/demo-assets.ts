/**
 * Demo assets of Northwind Facilities: about 75 pieces of equipment across the four demo
 * buildings (chillers, air handlers with their fans and filters, boilers, lifts, escalators,
 * fire panels, generators, UPS, CCTV, access control, vans, forklifts...), with warranties
 * expired, expiring within 30 days and running, the default categories, two custom fields
 * (Refrigerant, Filter size) and six months of meter readings on some. Locations are those
 * seeded for each building, matched by type or name; an asset whose building has none stays
 * without a location. Seeding twice adds nothing.
 */
import { eq } from 'drizzle-orm';
import { forOrganisation } from '../lib/tenancy.ts';
import { ensureDefaultCategories } from '../modules/assets/index.ts';
import { formatAssetCode } from '../modules/assets/index.ts';
import { DEMO_ASSETS, DEMO_CUSTOM_FIELDS, type DemoAsset } from '../modules/assets/index.ts';
import type { Executor } from '../db/client.ts';
import type { DemoPlacesContext } from './demo-context.ts';
import {
  assetCategories,
  assetCustomFields,
  assetMeters,
  assets,
  contractors,
  locations,
  meterReadings,
} from '../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateFromToday = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type LocationRow = { id: string; buildingId: string; name: string; type: string; depth: number };

/** The building's first location whose type is a hint or whose name contains one. */
function locationFor(rows: LocationRow[], buildingId: string | undefined, hints: string[]) {
  if (!buildingId) return null;
  const inBuilding = rows.filter((row) => row.buildingId === buildingId);
  for (const hint of hints) {
    const found =
      inBuilding.find((row) => row.type === hint) ??
      inBuilding.find((row) => row.name.toLowerCase().includes(hint.toLowerCase()));
    if (found) return found.id;
  }
  return null;
}

export async function seedDemoAssets(tx: Executor, context: DemoPlacesContext): Promise<void> {
  const { organisationId, userIds, buildingIds } = context;
  const scope = forOrganisation(tx, organisationId);
  await ensureDefaultCategories(tx, organisationId);
  await tx
    .insert(assetCustomFields)
    .values(DEMO_CUSTOM_FIELDS.map((field) => ({ ...field, organisationId })))
    .onConflictDoNothing();
  if ((await scope.select(assets)).length > 0) return;

  const categories = await scope.select(assetCategories);
  const categoryId = (key: string) => categories.find((row) => row.key === key)?.id ?? null;
  const companies = await scope.select(contractors);
  const locationRows = await tx
    .select({
      id: locations.id,
      buildingId: locations.buildingId,
      name: locations.name,
      type: locations.type,
      depth: locations.depth,
    })
    .from(locations)
    .where(eq(locations.organisationId, organisationId))
    .orderBy(locations.depth, locations.name);

  const idByRef = new Map<string, string>();
  // Parents first, so components can point at them.
  const ordered = [...DEMO_ASSETS].sort((a, b) => Number(!!a.parent) - Number(!!b.parent));
  const rows = await scope.insert(
    assets,
    ordered.map((asset: DemoAsset, index) => {
      const buildingId = buildingIds[asset.building] ?? null;
      const contractor = companies.find((row) => row.companyName === asset.supplier);
      return {
        code: formatAssetCode(index + 1),
        name: asset.name,
        categoryId: categoryId(asset.category),
        buildingId,
        locationId: locationFor(locationRows, buildingId ?? undefined, asset.where),
        make: asset.make,
        model: asset.model,
        serialNumber: asset.serial,
        status: asset.status ?? 'operational',
        criticality: asset.criticality ?? 'medium',
        installDate: dateFromToday(-Math.round(asset.installedYearsAgo * 365.25)),
        purchaseDate: dateFromToday(-Math.round(asset.installedYearsAgo * 365.25) - 30),
        warrantyExpiry: asset.warrantyDays === undefined ? null : dateFromToday(asset.warrantyDays),
        expectedLifeYears: asset.lifeYears ?? null,
        costCents: asset.cost === undefined ? null : asset.cost * 100,
        currency: asset.cost === undefined ? null : 'GBP',
        supplierContractorId: contractor?.id ?? null,
        supplierName: contractor ? null : (asset.supplier ?? null),
        customFields: asset.custom ?? {},
      };
    }),
  );
  rows.forEach((row, index) => idByRef.set(ordered[index]!.ref, row.id));
  for (const asset of ordered) {
    if (!asset.parent) continue;
    const parentId = idByRef.get(asset.parent);
    if (parentId) {
      await scope.update(
        assets,
        { parentAssetId: parentId },
        eq(assets.id, idByRef.get(asset.ref)!),
      );
    }
  }

  // Monthly readings over the last six months, rising by roughly the monthly use.
  for (const asset of ordered) {
    if (!asset.meter) continue;
    const [meter] = await scope.insert(assetMeters, [
      { assetId: idByRef.get(asset.ref)!, name: asset.meter.name, unit: asset.meter.unit },
    ]);
    if (!meter) continue;
    const { start, perMonth } = asset.meter;
    await scope.insert(
      meterReadings,
      Array.from({ length: 7 }, (_, month) => ({
        meterId: meter.id,
        value: Math.round(start + perMonth * month * (0.85 + ((month * 37) % 30) / 100)),
        readAt: new Date(Date.now() - (6 - month) * 30 * DAY_MS),
        recordedByUserId: userIds.technician,
        note: month === 6 ? 'Monthly round' : '',
      })),
    );
  }
}
