/** The rows of a buildings import, checked and turned into building rows. */
import { randomUUID } from 'node:crypto';
import { AREA_UNITS, BUILDING_STATUSES, BUILDING_TYPES } from '../../db/schema/index.ts';
import type { buildings } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { RowCheck, type CheckContext, type CheckResult, type MappedRow } from './rows.ts';
import { outOfRange } from './values.ts';

export type BuildingInsert = Omit<typeof buildings.$inferInsert, 'organisationId'> & { id: string };

const TYPE_NAMES: Record<string, (typeof BUILDING_TYPES)[number]> = {
  bureau: 'office',
  bureaux: 'office',
  commerce: 'retail',
  residentiel: 'residential',
  logement: 'residential',
  industriel: 'industrial',
  sante: 'healthcare',
  enseignement: 'education',
  education: 'education',
  autre: 'other',
};
const STATUS_NAMES: Record<string, (typeof BUILDING_STATUSES)[number]> = {
  actif: 'active',
  inactif: 'inactive',
};
const UNIT_NAMES: Record<string, (typeof AREA_UNITS)[number]> = {
  'm²': 'm2',
  m: 'm2',
  sqm: 'm2',
  'sq ft': 'sqft',
  ft2: 'sqft',
  'ft²': 'sqft',
};

export function checkBuildings(
  rows: readonly MappedRow[],
  { lookups, scope }: CheckContext,
): CheckResult<BuildingInsert> {
  const result: CheckResult<BuildingInsert> = { accepted: [], rejected: [] };
  const codesInFile = new Map<string, number>();
  for (const row of rows) {
    const check = new RowCheck(row);
    // A new building is never one of a limited user's buildings.
    if (!allowsBuilding(scope, null)) check.outsideScope();
    check.required('name');
    const code = check.text('code', 50);
    if (code) {
      const key = code.toLowerCase();
      const taken = lookups.buildingCodes.has(key) && 'buildingCodeTaken';
      check.newCode(code, key, taken, codesInFile);
    }
    const country = row.get('country').toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) check.add('countryCode');
    const coordinate = (field: string, limit: number) => {
      const value = check.number(field);
      if (value !== null && Math.abs(value) > limit) check.take(outOfRange(field, -limit, limit));
      return value;
    };
    const latitude = coordinate('latitude', 90);
    const longitude = coordinate('longitude', 180);
    const grossArea = check.number('gross_area');
    if (grossArea !== null && grossArea < 0) check.add('notNegative', { field: 'gross_area' });
    const value: BuildingInsert = {
      id: randomUUID(),
      name: check.text('name'),
      code: code || null,
      type: check.choice('type', BUILDING_TYPES, TYPE_NAMES) ?? 'office',
      street: check.text('street') || null,
      city: check.text('city', 100) || null,
      region: check.text('region', 100) || null,
      postcode: check.text('postcode', 20) || null,
      country: country || null,
      latitude,
      longitude,
      floors: check.integer('floors', 0, 300),
      grossArea,
      areaUnit: check.choice('area_unit', AREA_UNITS, UNIT_NAMES) ?? 'm2',
      yearBuilt: check.integer('year_built', 1000, 2200),
      openingHours: check.text('opening_hours', 500),
      notes: check.text('notes', 5000),
      status: check.choice('status', BUILDING_STATUSES, STATUS_NAMES) ?? 'active',
    };
    if (check.failed) result.rejected.push(check.rejection());
    else result.accepted.push({ number: row.number, value });
  }
  return result;
}
