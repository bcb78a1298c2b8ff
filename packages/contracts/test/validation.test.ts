// Validation messages are keys of the packages/i18n `validation` namespace: every key a schema
// uses (collected as the schemas are built) and every key zod's own issues map to must be worded
// in each language, no schema may carry an English sentence of its own, and a message reads in
// the registered translator's language, or as its key and values without one (the server).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@mainstay/i18n';
import {
  BUILDING_TYPE_VALUES,
  ZCreateBuildingRequest,
  ZLoginRequest,
  ZTeamFields,
} from '../src/index.ts';
import {
  ISSUE_KEYS,
  readValidationMessage,
  setValidationTranslator,
  v,
  validationKeysInUse,
  type TValidationParams,
} from '../src/validation.ts';

const locales = join(import.meta.dirname, '..', '..', 'i18n', 'locales');
const sources = join(import.meta.dirname, '..', 'src');

function sentencesOf(language: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') flat.set(prefix, node);
    else if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node))
        walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(join(locales, language, 'validation.json'), 'utf8')), '');
  return flat;
}

/** A translator that words keys from the locale files, the way i18next would. */
function translatorFor(language: string) {
  const sentences = sentencesOf(language);
  return (key: string, params: TValidationParams) =>
    (sentences.get(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(params[name] ?? ''),
    );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : [],
  );
}

const firstMessage = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

afterEach(() => setValidationTranslator(undefined));

describe('validation messages', () => {
  it('collects the keys of the schemas as they are built', () => {
    expect(validationKeysInUse().size).toBeGreaterThan(200);
    expect(validationKeysInUse()).toContain('places.buildingNameRequired');
  });

  for (const language of LANGUAGE_CODES) {
    it(`words every key the schemas and zod's issues use in ${language}`, () => {
      const sentences = sentencesOf(language);
      const keys = [...validationKeysInUse(), ...Object.values(ISSUE_KEYS)];
      expect(keys.filter((key) => !sentences.has(key))).toEqual([]);
    });
  }

  it('leaves no sentence of its own in a schema', () => {
    // A message given as text (`{ message: '...' }`, `.min(1, 'Too short')`) instead of `v(key)`.
    const ownSentence =
      /\b(?:message|error):\s*['"`]|\.(?:min|max|length|regex|refine|int|positive|nonnegative|gt|lt|string|number|uuid|email|date|datetime|enum)\((?:[^()]|\([^()]*\))*?['"`][A-Z][a-z]* /;
    const offenders = sourceFiles(sources).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(sources, file)}:${index + 1}` }))
        .filter(({ line }) => ownSentence.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });

  it('reads as its key and the values of the issue without a translator', () => {
    const result = ZTeamFields.shape.name.safeParse('x'.repeat(200));
    const message = firstMessage(result) ?? '';
    expect(message).toBe('common.theNameMax{"maximum":120}');
    expect(readValidationMessage(message)).toEqual({
      key: 'common.theNameMax',
      params: { maximum: 120 },
    });
    expect(readValidationMessage('Name is required')).toBeUndefined();
  });

  it('is worded in the language of the registered translator, values included', () => {
    setValidationTranslator(translatorFor('fr'));
    expect(firstMessage(ZTeamFields.shape.name.safeParse('x'.repeat(200)))).toBe(
      'Le nom ne doit pas dépasser 120 caractères',
    );
    setValidationTranslator(translatorFor('ar'));
    expect(firstMessage(ZCreateBuildingRequest.safeParse({ name: '' }))).toBe('أدخل اسم المبنى');
    expect(firstMessage(ZCreateBuildingRequest.shape.type.safeParse('castle'))).toBe(
      `يجب أن يكون النوع إحدى القيم التالية: ${BUILDING_TYPE_VALUES.join(', ')}`,
    );
  });

  it('gives values the issue does not carry', () => {
    setValidationTranslator(translatorFor('en'));
    expect(firstMessage(z.string(v('common.passwordMin', { minimum: 8 })).safeParse(1))).toBe(
      'Password must be at least 8 characters',
    );
    expect(firstMessage(ZLoginRequest.shape.password.safeParse('abc'))).toBe(
      'Password must be at least 6 characters',
    );
  });

  it("words zod's own issues by their code once a translator is registered", () => {
    const schema = z.object({ count: z.number().max(3), when: z.iso.date() }).strict();
    expect(firstMessage(schema.safeParse({ when: '2024-01-01' }))).toMatch(/expected number/);

    setValidationTranslator(translatorFor('fr'));
    const messages = (input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ when: '2024-01-01' })).toEqual(['Obligatoire']);
    expect(messages({ count: 'three', when: '2024-01-01' })).toEqual(['Valeur non valide']);
    expect(messages({ count: 9, when: 'soon', extra: 1 })).toEqual([
      'Doit être au plus 3',
      'Saisissez une date au format AAAA-MM-JJ',
      'Champs inconnus : extra',
    ]);
  });
});
