/** The rows of a buildings import, checked and turned into building rows. */
import { randomUUID } from 'node:crypto';
import { AREA_UNITS, BUILDING_STATUSES, BUILDING_TYPES } from '../../db/schema/index.ts';
import type { buildings } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { RowCheck, type CheckContext, type CheckResult, type MappedRow } from './rows.ts';

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
    check.required('name', 'Name');
    const code = check.text('code', 'Code', 50);
    if (code) {
      const key = code.toLowerCase();
      check.newCode(code, key, lookups.buildingCodes.has(key), codesInFile, 'building');
    }
    const country = row.get('country').toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) {
      check.reasons.push('Country must be a two-letter code such as GB or FR');
    }
    const latitude = check.number('latitude', 'Latitude');
    if (latitude !== null && Math.abs(latitude) > 90)
      check.reasons.push('Latitude must be between -90 and 90');
    const longitude = check.number('longitude', 'Longitude');
    if (longitude !== null && Math.abs(longitude) > 180)
      check.reasons.push('Longitude must be between -180 and 180');
    const grossArea = check.number('gross_area', 'Gross area');
    if (grossArea !== null && grossArea < 0) check.reasons.push('Gross area cannot be negative');
    const value: BuildingInsert = {
      id: randomUUID(),
      name: check.text('name', 'Name'),
      code: code || null,
      type: check.choice('type', 'Type', BUILDING_TYPES, TYPE_NAMES) ?? 'office',
      street: check.text('street', 'Street') || null,
      city: check.text('city', 'City', 100) || null,
      region: check.text('region', 'Region', 100) || null,
      postcode: check.text('postcode', 'Postcode', 20) || null,
      country: country || null,
      latitude,
      longitude,
      floors: check.integer('floors', 'Floors', 0, 300),
      grossArea,
      areaUnit: check.choice('area_unit', 'Area unit', AREA_UNITS, UNIT_NAMES) ?? 'm2',
      yearBuilt: check.integer('year_built', 'Year built', 1000, 2200),
      openingHours: check.text('opening_hours', 'Opening hours', 500),
      notes: check.text('notes', 'Notes', 5000),
      status: check.choice('status', 'Status', BUILDING_STATUSES, STATUS_NAMES) ?? 'active',
    };
    if (check.reasons.length > 0) result.rejected.push(check.rejection());
    else result.accepted.push({ number: row.number, value });
  }
  return result;
}
