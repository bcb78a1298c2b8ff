/**
 * The rows of an assets import: building by code or name, location by its path in that
 * building, category by name or key, parent asset by code (an asset already there or another
 * row of the file). Codes must be new; empty ones are generated later, continuing the
 * organisation's AST-000001 sequence.
 */
import { randomUUID } from 'node:crypto';
import { ASSET_STATUSES, CRITICALITIES } from '../../db/schema/index.ts';
import type { assets } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { resolveBuilding, resolveCategory } from './lookups.ts';
import { RowCheck, type CheckContext, type CheckResult, type MappedRow } from './rows.ts';
import { outOfRange, pathKey, splitPath } from './values.ts';

export type AssetInsert = Omit<typeof assets.$inferInsert, 'organisationId' | 'code'> & {
  id: string;
  code: string | null;
  /** Set when the parent is another row of the file (resolved to its id once checked). */
  parentCode?: string;
  /** Rows are written parents first. */
  level: number;
};

/** A cost beyond this is a typing mistake (and more than the column holds in cents). */
const MAX_COST = 1e13;

const STATUS_NAMES: Record<string, (typeof ASSET_STATUSES)[number]> = {
  'en service': 'operational',
  operationnel: 'operational',
  'a surveiller': 'needs_attention',
  'attention requise': 'needs_attention',
  'en panne': 'down',
  'hors service': 'down',
  'en reparation': 'in_repair',
  retire: 'retired',
  'mis au rebut': 'retired',
};
const CRITICALITY_NAMES: Record<string, (typeof CRITICALITIES)[number]> = {
  faible: 'low',
  basse: 'low',
  moyenne: 'medium',
  normale: 'medium',
  haute: 'high',
  elevee: 'high',
  critique: 'critical',
};

export function checkAssets(
  rows: readonly MappedRow[],
  { lookups, scope }: CheckContext,
): CheckResult<AssetInsert> {
  const result: CheckResult<AssetInsert> = { accepted: [], rejected: [] };
  const codesInFile = new Map<string, number>();
  const checked: { row: MappedRow; check: RowCheck; value: AssetInsert }[] = [];
  for (const row of rows) {
    const check = new RowCheck(row);
    check.required('name');
    const code = check.text('code', 50);
    const taken = lookups.assetIdByCode.has(code) && 'assetCodeTaken';
    if (code) check.newCode(code, code, taken, codesInFile);
    const buildingText = row.get('building');
    let buildingId: string | null = null;
    if (buildingText) {
      buildingId = check.take(resolveBuilding(lookups, buildingText)) ?? null;
    }
    if (!allowsBuilding(scope, buildingId) && (buildingId || !buildingText)) {
      check.outsideScope();
    }
    let locationId: string | null = null;
    const locationText = row.get('location');
    if (locationText) {
      if (!buildingText) check.add('locationNeedsBuilding');
      else if (buildingId) {
        const location = lookups.locationsByBuilding
          .get(buildingId)
          ?.get(pathKey(splitPath(locationText)));
        if (location) locationId = location.id;
        else check.add('locationUnknown', { value: locationText });
      }
    }
    const categoryText = row.get('category');
    const categoryId = categoryText
      ? (check.take(resolveCategory(lookups, categoryText)) ?? null)
      : null;
    const parentCode = row.get('parent_asset');
    let parentAssetId: string | null = null;
    if (parentCode) {
      if (parentCode === code) check.add('ownParent');
      else parentAssetId = lookups.assetIdByCode.get(parentCode) ?? null;
    }
    const cost = check.number('cost');
    if (cost !== null && cost < 0) check.add('notNegative', { field: 'cost' });
    else if (cost !== null && cost > MAX_COST) check.take(outOfRange('cost', 0, MAX_COST));
    const currency = row.get('currency').toUpperCase();
    if (currency && !/^[A-Z]{3}$/.test(currency)) check.add('currencyCode');
    const value: AssetInsert = {
      id: randomUUID(),
      code: code || null,
      name: check.text('name'),
      categoryId,
      buildingId,
      locationId,
      parentAssetId,
      make: check.text('make') || null,
      model: check.text('model') || null,
      serialNumber: check.text('serial_number') || null,
      status: check.choice('status', ASSET_STATUSES, STATUS_NAMES) ?? 'operational',
      criticality: check.choice('criticality', CRITICALITIES, CRITICALITY_NAMES) ?? 'medium',
      installDate: check.date('install_date'),
      warrantyExpiry: check.date('warranty_expiry'),
      purchaseDate: check.date('purchase_date'),
      expectedLifeYears: check.integer('expected_life_years', 0, 200),
      costCents: cost === null ? null : Math.round(cost * 100),
      currency: currency || null,
      supplierName: check.text('supplier') || null,
      notes: check.text('notes', 5000),
      level: 0,
      ...(parentCode && !parentAssetId && parentCode !== code ? { parentCode } : {}),
    };
    checked.push({ row, check, value });
  }

  // Parents named by another row of the file: resolved once every row is known, in rounds, so a
  // rejected parent rejects its components and a loop is caught.
  const byCode = new Map(
    checked.filter((item) => item.value.code).map((item) => [item.value.code as string, item]),
  );
  const levelOf = new Map<(typeof checked)[number], number>();
  const resolve = (item: (typeof checked)[number], seen: Set<unknown>): number => {
    const known = levelOf.get(item);
    if (known !== undefined) return known;
    const { parentCode } = item.value;
    if (!parentCode) {
      levelOf.set(item, item.check.failed ? -1 : 0);
      return levelOf.get(item) as number;
    }
    const parent = byCode.get(parentCode);
    let level = -1;
    if (!parent) item.check.add('parentAssetUnknown', { code: parentCode });
    else if (seen.has(parent)) item.check.add('parentLoop');
    else {
      const parentLevel = resolve(parent, new Set([...seen, item]));
      if (parentLevel < 0) item.check.add('parentAssetRejected', { row: parent.row.number });
      else if (!item.check.failed) {
        level = parentLevel + 1;
        item.value.parentAssetId = parent.value.id;
      }
    }
    if (item.check.failed) level = -1;
    levelOf.set(item, level);
    return level;
  };
  for (const item of checked) {
    const level = resolve(item, new Set([item]));
    if (level < 0 || item.check.failed) {
      result.rejected.push(item.check.rejection());
    } else {
      item.value.level = level;
      result.accepted.push({ number: item.row.number, value: item.value });
    }
  }
  result.accepted.sort((a, b) => a.value.level - b.value.level || a.number - b.number);
  return result;
}
