/** The rows of a buildings import, checked and turned into building rows. */
import { randomUUID } from 'node:crypto';
import { AREA_UNITS, BUILDING_STATUSES, BUILDING_TYPES } from '../../db/schema/index.ts';
import type { buildings } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import {
  OUTSIDE_SCOPE,
  RowCheck,
  type CheckContext,
  type CheckResult,
  type MappedRow,
} from './rows.ts';
import { parseChoice, parseInteger, parseNumber, parseText } from './values.ts';

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
    if (!allowsBuilding(scope, null)) check.reasons.push(OUTSIDE_SCOPE);
    const name = row.get('name');
    check.require(name, 'Name');
    const text = (field: string, label: string, max = 200) =>
      check.take(parseText(row.get(field), label, max)) ?? '';
    const code = text('code', 'Code', 50);
    if (code) {
      const key = code.toLowerCase();
      const earlier = codesInFile.get(key);
      if (lookups.buildingCodes.has(key)) {
        check.reasons.push(`Code "${code}" is already used by another building`);
      } else if (earlier !== undefined) {
        check.reasons.push(`Code "${code}" appears twice in the file (also row ${earlier})`);
      } else codesInFile.set(key, row.number);
    }
    const country = row.get('country').toUpperCase();
    if (country && !/^[A-Z]{2}$/.test(country)) {
      check.reasons.push('Country must be a two-letter code such as GB or FR');
    }
    const latitude = check.optional(row.get('latitude'), (value) => parseNumber(value, 'Latitude'));
    if (latitude !== null && Math.abs(latitude) > 90)
      check.reasons.push('Latitude must be between -90 and 90');
    const longitude = check.optional(row.get('longitude'), (value) =>
      parseNumber(value, 'Longitude'),
    );
    if (longitude !== null && Math.abs(longitude) > 180)
      check.reasons.push('Longitude must be between -180 and 180');
    const grossArea = check.optional(row.get('gross_area'), (value) =>
      parseNumber(value, 'Gross area'),
    );
    if (grossArea !== null && grossArea < 0) check.reasons.push('Gross area cannot be negative');
    const value: BuildingInsert = {
      id: randomUUID(),
      name: check.take(parseText(name, 'Name', 200)) ?? '',
      code: code || null,
      type:
        check.optional(row.get('type'), (v) =>
          parseChoice(v, 'Type', BUILDING_TYPES, TYPE_NAMES),
        ) ?? 'office',
      street: text('street', 'Street') || null,
      city: text('city', 'City', 100) || null,
      region: text('region', 'Region', 100) || null,
      postcode: text('postcode', 'Postcode', 20) || null,
      country: country || null,
      latitude,
      longitude,
      floors: check.optional(row.get('floors'), (v) => parseInteger(v, 'Floors', 0, 300)),
      grossArea,
      areaUnit:
        check.optional(row.get('area_unit'), (v) =>
          parseChoice(v, 'Area unit', AREA_UNITS, UNIT_NAMES),
        ) ?? 'm2',
      yearBuilt: check.optional(row.get('year_built'), (v) =>
        parseInteger(v, 'Year built', 1000, 2200),
      ),
      openingHours: text('opening_hours', 'Opening hours', 500),
      notes: text('notes', 'Notes', 5000),
      status:
        check.optional(row.get('status'), (v) =>
          parseChoice(v, 'Status', BUILDING_STATUSES, STATUS_NAMES),
        ) ?? 'active',
    };
    if (check.reasons.length > 0) {
      result.rejected.push({ number: row.number, values: row.values, reasons: check.reasons });
    } else result.accepted.push({ number: row.number, value });
  }
  return result;
}
