/**
 * What an import resolves references against, loaded once per run for the organisation:
 * buildings by code and name, each building's locations by their path of names, categories by
 * name or key, and asset codes. Rows are then checked in memory, never with a query per row.
 */
import { isNull } from 'drizzle-orm';
import {
  ASSET_CODE_PREFIX,
  ASSET_DEFAULT_CATEGORY_NAMES,
  type TAssetDefaultCategoryKey,
} from '@mainstay/contracts';
import { LANGUAGE_CODES } from '@mainstay/i18n';
import type { Executor } from '../../db/client.ts';
import { assetCategories, assets, buildings, locations } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { translate } from '../../lib/translate.ts';
import { fail, pathKey, type Parsed } from './values.ts';

export interface LocationEntry {
  id: string;
  path: string;
  depth: number;
}

export interface Lookups {
  buildingByCode: Map<string, string>;
  buildingsByName: Map<string, string[]>;
  buildingCodes: Set<string>;
  /** building id -> path key of names -> location */
  locationsByBuilding: Map<string, Map<string, LocationEntry>>;
  /** building id -> location codes (lower case) */
  locationCodes: Map<string, Set<string>>;
  categoryByName: Map<string, string>;
  assetIdByCode: Map<string, string>;
  /** The highest number of a generated asset code (AST-000123 -> 123). */
  lastAssetNumber: number;
}

const lower = (text: string) => text.trim().toLowerCase();
/** Lower case without accents: "Électricité" and "electricite" are the same category. */
const plain = (text: string) =>
  lower(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Other names people give some default categories, besides their names in our languages. */
const CATEGORY_SYNONYMS: Record<string, TAssetDefaultCategoryKey> = {
  climatisation: 'hvac',
  securite: 'security',
};

/** The default categories' names in every language (as a file, or an export, names them). */
const DEFAULT_CATEGORY_NAMES = new Map<string, string>([
  ...(Object.keys(ASSET_DEFAULT_CATEGORY_NAMES) as TAssetDefaultCategoryKey[]).flatMap((key) =>
    LANGUAGE_CODES.map(
      (language) => [plain(translate(language, `assets:categories.${key}`)), key] as const,
    ),
  ),
  ...Object.entries(CATEGORY_SYNONYMS),
]);

export async function loadLookups(
  executor: Executor,
  organisationId: string,
  needs: { locations: boolean; assets: boolean },
): Promise<Lookups> {
  const scope = forOrganisation(executor, organisationId);
  const buildingRows = await executor
    .select({ id: buildings.id, name: buildings.name, code: buildings.code })
    .from(buildings)
    .where(scope.where(buildings, isNull(buildings.archivedAt)));
  const allCodes = await executor
    .select({ code: buildings.code })
    .from(buildings)
    .where(scope.where(buildings));
  const lookups: Lookups = {
    buildingByCode: new Map(),
    buildingsByName: new Map(),
    buildingCodes: new Set(allCodes.flatMap((row) => (row.code ? [lower(row.code)] : []))),
    locationsByBuilding: new Map(),
    locationCodes: new Map(),
    categoryByName: new Map(),
    assetIdByCode: new Map(),
    lastAssetNumber: 0,
  };
  for (const row of buildingRows) {
    if (row.code) lookups.buildingByCode.set(lower(row.code), row.id);
    const named = lookups.buildingsByName.get(lower(row.name)) ?? [];
    named.push(row.id);
    lookups.buildingsByName.set(lower(row.name), named);
  }

  if (needs.locations) {
    const rows = await executor
      .select({
        id: locations.id,
        buildingId: locations.buildingId,
        parentId: locations.parentId,
        path: locations.path,
        depth: locations.depth,
        name: locations.name,
        code: locations.code,
      })
      .from(locations)
      .where(scope.where(locations));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      // The path column holds ids from the root down; turn it into the names people use.
      const names = row.path
        .split('/')
        .filter(Boolean)
        .map((id) => byId.get(id)?.name ?? '');
      const entries = lookups.locationsByBuilding.get(row.buildingId) ?? new Map();
      entries.set(pathKey(names), { id: row.id, path: row.path, depth: row.depth });
      lookups.locationsByBuilding.set(row.buildingId, entries);
      if (row.code) {
        const codes = lookups.locationCodes.get(row.buildingId) ?? new Set();
        codes.add(lower(row.code));
        lookups.locationCodes.set(row.buildingId, codes);
      }
    }
  }

  if (needs.assets) {
    const categories = await scope.select(assetCategories);
    for (const category of categories) {
      lookups.categoryByName.set(lower(category.name), category.id);
      if (category.key) lookups.categoryByName.set(lower(category.key), category.id);
    }
    for (const [name, key] of DEFAULT_CATEGORY_NAMES) {
      const id = lookups.categoryByName.get(key);
      if (id && !lookups.categoryByName.has(name)) lookups.categoryByName.set(name, id);
    }
    const codes = await executor
      .select({ id: assets.id, code: assets.code })
      .from(assets)
      .where(scope.where(assets));
    for (const row of codes) lookups.assetIdByCode.set(row.code, row.id);
    const generated = new RegExp(`^${ASSET_CODE_PREFIX}(\\d{1,15})$`);
    for (const row of codes) {
      const number = Number(generated.exec(row.code)?.[1] ?? 0);
      if (number > lookups.lastAssetNumber) lookups.lastAssetNumber = number;
    }
  }
  return lookups;
}

/** The building a cell names, by code first, then by name; a problem when it cannot tell. */
export function resolveBuilding(lookups: Lookups, text: string): Parsed<string> {
  const key = lower(text);
  const byCode = lookups.buildingByCode.get(key);
  if (byCode) return { ok: true, value: byCode };
  const named = lookups.buildingsByName.get(key) ?? [];
  if (named.length === 1 && named[0]) return { ok: true, value: named[0] };
  return fail(named.length > 1 ? 'buildingAmbiguous' : 'buildingUnknown', { value: text });
}

/** The category a cell names, by name or key (also the default ones' names in our languages). */
export function resolveCategory(lookups: Lookups, text: string): Parsed<string> {
  const id = lookups.categoryByName.get(lower(text)) ?? lookups.categoryByName.get(plain(text));
  return id ? { ok: true, value: id } : fail('categoryUnknown', { value: text });
}
