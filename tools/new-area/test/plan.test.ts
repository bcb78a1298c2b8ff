// The generator against the repository as it is: every anchor it registers at is in place (one
// of each), a new area plans cleanly with the words of every language, and an area that exists
// is refused before anything is written. scripts/check-new-area.mjs goes further: it writes an
// area in a copy of the repository and runs lint, typecheck and the tests there.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planArea } from '../generate.js';
import { areaNames } from '../names.js';
import { UNTRANSLATED } from '../registry.js';

const root = join(import.meta.dirname, '..', '..', '..');

/** The dotted keys of a translation file, sorted. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node)
    .flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('planning an area', { timeout: 30_000 }, () => {
  const names = areaNames('safety-checks');
  const plan = planArea(root, names);

  it('creates the skeleton: contracts, module, table, tests, web page and route, translations', () => {
    expect([...plan.created.keys()]).toEqual(
      expect.arrayContaining([
        'packages/contracts/src/safety-checks/safety-checks.endpoints.ts',
        'apps/server/src/modules/safety-checks/index.ts',
        'apps/server/src/modules/safety-checks/safety-checks.repository.ts',
        'apps/server/src/db/schema/safety-checks.ts',
        'apps/server/test/safety-checks.test.ts',
        'apps/web/src/features/safety-checks/components/safety-checks-page.tsx',
        'apps/web/src/features/safety-checks/components/safety-checks-page.test.tsx',
        'apps/web/src/app/routes/safety-checks/safety-checks.tsx',
        'packages/i18n/locales/en/safetyChecks.json',
        'packages/i18n/locales/fr/safetyChecks.json',
        'packages/i18n/locales/ar/safetyChecks.json',
      ]),
    );
    const contents = [...plan.created.values()].join('\n');
    expect(contents).not.toMatch(/__[A-Za-z_]+__/);
    expect(contents).toContain('export const safetyCheckEndpoints = {');
    expect(contents).toContain("subject: 'safety checks'");
  });

  it('registers it at every anchor, once', () => {
    const changed = (path: string) => plan.changed.get(path) ?? '';
    expect(
      changed('packages/contracts/src/endpoints/index.ts').match(/safetyCheckEndpoints/g),
    ).toHaveLength(3);
    expect(changed('packages/permissions/src/actions-subjects.ts')).toContain("'safety checks',");
    expect(changed('apps/server/src/modules.ts')).toContain(
      "apiModule('safety-checks', safetyChecksModule, {}),",
    );
    expect(changed('apps/server/src/db/distribution.ts')).toContain("'safety_checks',");
    expect(changed('apps/web/src/app/routes/protected-routes.ts')).toContain(
      "protectedPage('titles.safetyChecks', 'safety-checks', [['read', 'safety checks']])",
    );
    expect(changed('apps/web/src/config/navigation.test.ts')).toContain("'safety-checks',");
    expect(changed('docs/api.md')).toContain(
      '| 404 | `SAFETY_CHECK_NOT_FOUND` | Safety check not found |',
    );
  });

  it('words the area in English, marked for translation in the other languages', () => {
    const nav = (language: string) =>
      JSON.parse(plan.changed.get(`packages/i18n/locales/${language}/layout.json`) ?? '{}').nav
        .safetyChecks;
    expect(nav('en')).toBe('Safety checks');
    expect(nav('fr')).toBe(`${UNTRANSLATED} Safety checks`);
    expect(nav('ar')).toBe(`${UNTRANSLATED} Safety checks`);
    const namespace = (language: string) =>
      JSON.parse(plan.created.get(`packages/i18n/locales/${language}/safetyChecks.json`) ?? '{}');
    expect(namespace('fr').tableLabel).toBe(`${UNTRANSLATED} Safety checks`);
    // Words that do not name the area come translated.
    expect(namespace('fr').fields.name).toBe('Nom');
    expect(namespace('ar').actions.clearSearch).toBe('مسح البحث');
    expect(keysOf(namespace('fr'))).toEqual(keysOf(namespace('en')));
    expect(keysOf(namespace('ar'))).toEqual(keysOf(namespace('en')));
  });

  it('refuses an area that is there already, saying what clashes', () => {
    expect(() => planArea(root, areaNames('assets'))).toThrow(
      /cannot be made[\s\S]*\/v1\/assets[\s\S]*permission subject 'assets'/,
    );
    expect(() => planArea(root, areaNames('tickets'))).toThrow(/ZTicket or ticketEndpoints/);
  });
});
