/**
 * The rows of a locations import: each names its building (code or name) and its parent by the
 * path of names ("Floor 1 > East wing"), which may be a location already there or one added by
 * another row of the same file, in any order. Ids are chosen here so the id paths are known
 * before anything is written.
 */
import { randomUUID } from 'node:crypto';
import { LOCATION_TYPES } from '../../db/schema/index.ts';
import type { locations } from '../../db/schema/index.ts';
import { allowsBuilding } from '../../lib/access-scope.ts';
import { resolveBuilding, type LocationEntry } from './lookups.ts';
import { RowCheck, type CheckContext, type CheckResult, type MappedRow } from './rows.ts';
import { pathKey, splitPath } from './values.ts';

export type LocationInsert = Omit<typeof locations.$inferInsert, 'organisationId'> & {
  id: string;
};

const TYPE_NAMES: Record<string, (typeof LOCATION_TYPES)[number]> = {
  etage: 'floor',
  niveau: 'floor',
  aile: 'wing',
  piece: 'room',
  salle: 'room',
  bureau: 'room',
  zone: 'zone',
  toit: 'roof',
  toiture: 'roof',
  'local technique': 'plant_room',
  'plant room': 'plant_room',
  exterieur: 'outdoor',
  autre: 'other',
};

interface Pending {
  row: MappedRow;
  check: RowCheck;
  buildingId: string | undefined;
  parentNames: string[];
  value: Omit<LocationInsert, 'parentId' | 'path' | 'depth' | 'buildingId'>;
}

export function checkLocations(
  rows: readonly MappedRow[],
  { lookups, scope }: CheckContext,
): CheckResult<LocationInsert> {
  const pending: Pending[] = rows.map((row) => {
    const check = new RowCheck(row);
    const buildingText = check.required('building');
    let buildingId: string | undefined;
    if (buildingText) {
      buildingId = check.take(resolveBuilding(lookups, buildingText));
      // Outside the user's buildings reads as unknown to them, but the reason says why.
      if (buildingId && !allowsBuilding(scope, buildingId)) {
        check.outsideScope();
        buildingId = undefined;
      }
    }
    const name = check.required('name');
    if (/[>»/]/.test(name)) check.add('nameSeparator');
    const area = check.number('area');
    if (area !== null && area < 0) check.add('notNegative', { field: 'area' });
    const code = check.text('code', 50);
    return {
      row,
      check,
      buildingId,
      parentNames: splitPath(row.get('parent')),
      value: {
        id: randomUUID(),
        name: check.text('name'),
        code: code || null,
        type: check.choice('type', LOCATION_TYPES, TYPE_NAMES) ?? 'room',
        area,
        notes: check.text('notes', 5000),
      },
    };
  });

  const result: CheckResult<LocationInsert> = { accepted: [], rejected: [] };
  // Parents before children, whatever the order of the file.
  const ordered = [...pending].sort((a, b) => a.parentNames.length - b.parentNames.length);
  const added = new Map<string, number>(); // building + path key -> row number
  const rejectedPaths = new Map<string, number>();
  const codesAdded = new Map<string, number>();
  for (const item of ordered) {
    const { row, check, buildingId, parentNames, value } = item;
    const fullKey = buildingId ? `${buildingId}\u0000${pathKey([...parentNames, value.name])}` : '';
    if (buildingId && !check.failed) {
      const tree = lookups.locationsByBuilding.get(buildingId) ?? new Map<string, LocationEntry>();
      lookups.locationsByBuilding.set(buildingId, tree);
      let parent: LocationEntry | undefined;
      if (parentNames.length > 0) {
        parent = tree.get(pathKey(parentNames));
        const parentRow = rejectedPaths.get(`${buildingId}\u0000${pathKey(parentNames)}`);
        if (!parent && parentRow) check.add('parentLocationRejected', { row: parentRow });
        else if (!parent) check.add('parentLocationUnknown', { path: parentNames.join(' > ') });
      }
      const ownKey = pathKey([...parentNames, value.name]);
      const earlier = added.get(fullKey);
      if (earlier !== undefined) check.add('locationTwice', { row: earlier });
      else if (tree.has(ownKey)) {
        check.add('locationExists', { path: [...parentNames, value.name].join(' > ') });
      }
      if (value.code) {
        const codes = lookups.locationCodes.get(buildingId) ?? new Set<string>();
        const codeKey = `${buildingId}\u0000${value.code.toLowerCase()}`;
        const taken = codes.has(value.code.toLowerCase()) && 'locationCodeTaken';
        check.newCode(value.code, codeKey, taken, codesAdded);
      }
      if (!check.failed) {
        const path = `${parent ? parent.path : '/'}${value.id}/`;
        const depth = parent ? parent.depth + 1 : 0;
        tree.set(ownKey, { id: value.id, path, depth });
        added.set(fullKey, row.number);
        result.accepted.push({
          number: row.number,
          value: { ...value, buildingId, parentId: parent?.id ?? null, path, depth },
        });
        continue;
      }
    }
    if (fullKey) rejectedPaths.set(fullKey, row.number);
    result.rejected.push(check.rejection());
  }
  // Report and insert in file order; parents stay before children because depth decides that.
  result.accepted.sort(
    (a, b) => (a.value.depth ?? 0) - (b.value.depth ?? 0) || a.number - b.number,
  );
  result.rejected.sort((a, b) => a.number - b.number);
  return result;
}
