// A generated area carries English words in every language, marked TODO(translate) outside
// English (tools/new-area/registry.js). They must be translated before the area is committed:
// this test lists every marked translation, so `npm test` fails until none is left.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNTRANSLATED } from '../registry.js';

const locales = join(import.meta.dirname, '..', '..', '..', 'packages', 'i18n', 'locales');

/** The dotted keys of the strings under `node` that hold the marker. */
function markedKeys(node: unknown, prefix: string): string[] {
  if (typeof node === 'string') return node.includes(UNTRANSLATED) ? [prefix] : [];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) =>
    markedKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** "<language>/<namespace>.json: <key>" of every translation still marked. */
function markedTranslations(): string[] {
  return readdirSync(locales).flatMap((language) =>
    readdirSync(join(locales, language))
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        markedKeys(JSON.parse(readFileSync(join(locales, language, file), 'utf8')), '').map(
          (key) => `${language}/${file}: ${key}`,
        ),
      ),
  );
}

describe('translations', () => {
  it(`has none still marked ${UNTRANSLATED} (translate what npm run new:area wrote)`, () => {
    expect(markedTranslations()).toEqual([]);
  });
});
