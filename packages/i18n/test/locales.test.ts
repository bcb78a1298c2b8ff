// Every language must carry exactly the same translation keys, namespace by namespace. Plural
// forms are the exception: i18next stores them as `key_one`, `key_few`... and each language has
// its own set of forms (Arabic six, English two), so a plural key counts once, and must carry every
// form its language's plural rules can pick.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../src/index.ts';

const root = join(import.meta.dirname, '..', 'locales');

function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flatten(child, prefix ? `${prefix}.${key}` : key),
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function rawKeysOf(language: string, namespace: string): string[] {
  const text = readFileSync(join(root, language, `${namespace}.json`), 'utf8');
  return flatten(JSON.parse(text));
}

function keysOf(language: string, namespace: string): string[] {
  const keys = rawKeysOf(language, namespace).map((key) => key.replace(PLURAL_SUFFIX, ''));
  return [...new Set(keys)].sort();
}

/** The plural forms a language can need, from the platform's CLDR rules. */
function pluralFormsOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

const namespaces = (language: string) =>
  readdirSync(join(root, language))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();

describe('locales', () => {
  const reference = namespaces('en');

  it('has at least one namespace', () => {
    expect(reference.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGE_CODES) {
    it(`${language} has the same namespaces as en`, () => {
      expect(namespaces(language)).toEqual(reference);
    });
    for (const namespace of reference) {
      it(`${language}/${namespace} has exactly the keys of en/${namespace}`, () => {
        expect(keysOf(language, namespace)).toEqual(keysOf('en', namespace));
      });
      it(`${language}/${namespace} gives every plural key each form ${language} uses`, () => {
        const keys = rawKeysOf(language, namespace);
        const plurals = new Set(
          keys.filter((key) => PLURAL_SUFFIX.test(key)).map((k) => k.replace(PLURAL_SUFFIX, '')),
        );
        for (const base of plurals) {
          const forms = keys
            .filter((key) => key.replace(PLURAL_SUFFIX, '') === base && key !== base)
            .map((key) => PLURAL_SUFFIX.exec(key)?.[1])
            .sort();
          expect(forms, base).toEqual(pluralFormsOf(language));
        }
      });
      it(`${language}/${namespace} has no empty translations`, () => {
        const text = readFileSync(join(root, language, `${namespace}.json`), 'utf8');
        const empty = flatten(JSON.parse(text)).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown>)[part],
              JSON.parse(text),
            );
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      });
    }
  }
});
