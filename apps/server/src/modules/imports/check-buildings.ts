/** The rows of a buildings import, checked and turned into building rows. */
import { randomUUID } from 'node:crypto';
import { AREA_UNITS, BUILDING_STATUSES, BUILDING_TYPES } from '../../db/schema/index.ts';
import type { buildings } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { RowCheck, type CheckContext, type CheckResult, type MappedRow } from './rows.ts';
import { outOfRange, parseChoice, parseInteger, parseNumber, parseText } from './values.ts';

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
    const check = new RowCheck();
    // A new building is never one of a limited user's buildings.
    if (!allowsBuilding(scope, null)) check.add('outsideScope');
    const name = row.get('name');
    check.require(name, 'name');
    const text = (field: string, max = 200) =>
      check.take(parseText(row.get(field), field, max)) ?? '';
    const code = text('code', 50);
    if (code) {
      const key = code.toLowerCase();
      const earlier = codesInFile.get(key);
      if (lookups.buildingCodes.has(key)) check.add('buildingCodeTaken', { code });
      else if (earlier !== undefined) check.add('codeTwice', { code, row: earlier });
      else codesInFile.set(key, row.number);
    }
    const country = row.get('country').toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) check.add('countryCode');
    const number = (field: string, limit: number) => {
      const value = check.optional(row.get(field), (text) => parseNumber(text, field));
      if (value !== null && Math.abs(value) > limit) check.take(outOfRange(field, -limit, limit));
      return value;
    };
    const latitude = number('latitude', 90);
    const longitude = number('longitude', 180);
    const grossArea = check.optional(row.get('gross_area'), (v) => parseNumber(v, 'gross_area'));
    if (grossArea !== null && grossArea < 0) check.add('notNegative', { field: 'gross_area' });
    const value: BuildingInsert = {
      id: randomUUID(),
      name: check.take(parseText(name, 'name', 200)) ?? '',
      code: code || null,
      type:
        check.optional(row.get('type'), (v) =>
          parseChoice(v, 'type', BUILDING_TYPES, TYPE_NAMES),
        ) ?? 'office',
      street: text('street') || null,
      city: text('city', 100) || null,
      region: text('region', 100) || null,
      postcode: text('postcode', 20) || null,
      country: country || null,
      latitude,
      longitude,
      floors: check.optional(row.get('floors'), (v) => parseInteger(v, 'floors', 0, 300)),
      grossArea,
      areaUnit:
        check.optional(row.get('area_unit'), (v) =>
          parseChoice(v, 'area_unit', AREA_UNITS, UNIT_NAMES),
        ) ?? 'm2',
      yearBuilt: check.optional(row.get('year_built'), (v) =>
        parseInteger(v, 'year_built', 1000, 2200),
      ),
      openingHours: text('opening_hours', 500),
      notes: text('notes', 5000),
      status:
        check.optional(row.get('status'), (v) =>
          parseChoice(v, 'status', BUILDING_STATUSES, STATUS_NAMES),
        ) ?? 'active',
    };
    if (check.failed) result.rejected.push(check.rejection(row));
    else result.accepted.push({ number: row.number, value });
  }
  return result;
}
