// The starter library of checklist templates: every template is a valid definition in every
// language, worded in full (French and Arabic words of their own, not English copies), the library
// uses every field type, fire-safety failures open tickets, and the words match the structure
// (no field without words, no words without a field). That en, fr and ar hold the same keys is
// packages/i18n/test/locales.test.ts's check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEMPLATE_FIELD_TYPES, ZTemplateDefinition, definitionProblems } from '@mainstay/contracts';
import { LANGUAGE_CODES } from '@mainstay/i18n';
import { describe, expect, it } from 'vitest';
import {
  STARTER_CATEGORIES,
  STARTER_TEMPLATES,
  starterCategoryName,
  starterTemplate,
  starterTemplates,
  type StarterTemplate,
} from '../src/modules/templates/index.ts';

const TRANSLATED = LANGUAGE_CODES.filter((language) => language !== 'en');

/** Words that read the same in every language: names of units and standards. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Photos']);

/** Every word of a worded template, each with where it is. */
function wordsOf(template: StarterTemplate): [string, string][] {
  const words: [string, string][] = [
    ['name', template.name],
    ['description', template.description],
  ];
  for (const field of template.definition.fields) {
    const at = `${field.key}`;
    words.push([`${at}.label`, field.label]);
    if (field.help) words.push([`${at}.help`, field.help]);
    if (field.type === 'section' && field.instructions) {
      words.push([`${at}.instructions`, field.instructions]);
    }
    if (field.type === 'meter_reading') words.push([`${at}.meter_name`, field.meter_name]);
    if (field.type === 'single_choice' || field.type === 'multiple_choice') {
      for (const option of field.options) words.push([`${at}.options.${option.key}`, option.label]);
    }
  }
  return words;
}

const localesRoot = join(import.meta.dirname, '..', '..', '..', 'packages', 'i18n', 'locales');
const namespace = JSON.parse(
  readFileSync(join(localesRoot, 'en', 'starterTemplates.json'), 'utf8'),
) as Record<string, { fields?: Record<string, { options?: Record<string, string> }> }>;

describe('the starter library of checklist templates', () => {
  it('offers at least ten templates, each of 8 to 25 fields, with distinct ids', () => {
    expect(STARTER_TEMPLATES.length).toBeGreaterThanOrEqual(10);
    const ids = STARTER_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of STARTER_TEMPLATES) {
      expect(template.fields.length, template.id).toBeGreaterThanOrEqual(8);
      expect(template.fields.length, template.id).toBeLessThanOrEqual(25);
    }
  });

  for (const language of LANGUAGE_CODES) {
    it(`gives valid definitions in ${language}`, () => {
      for (const template of starterTemplates(language)) {
        const result = ZTemplateDefinition.safeParse(template.definition);
        expect(result.success, `${template.id}: ${JSON.stringify(result.error?.issues)}`).toBe(
          true,
        );
        expect(definitionProblems(result.data?.fields ?? []), template.id).toEqual([]);
      }
    });

    it(`words every name, description, label and option in ${language}`, () => {
      for (const template of starterTemplates(language)) {
        for (const [at, word] of wordsOf(template)) {
          expect(word.trim(), `${template.id}.${at}`).not.toBe('');
          expect(word, `${template.id}.${at}`).not.toContain('starterTemplates:');
        }
      }
      for (const category of STARTER_CATEGORIES) {
        expect(starterCategoryName(category, language)).not.toContain('starterTemplates:');
      }
    });
  }

  for (const language of TRANSLATED) {
    it(`has words of its own in ${language}, not English copies`, () => {
      const english = new Map(starterTemplates('en').map((template) => [template.id, template]));
      for (const template of starterTemplates(language)) {
        const englishWords = new Map(wordsOf(english.get(template.id)!));
        const words = wordsOf(template);
        expect(words.map(([at]) => at)).toEqual([...englishWords.keys()]);
        for (const [at, word] of words) {
          if (SAME_IN_EVERY_LANGUAGE.has(word)) continue;
          expect(word, `${template.id}.${at}`).not.toBe(englishWords.get(at));
        }
      }
      for (const category of STARTER_CATEGORIES) {
        expect(starterCategoryName(category, language)).not.toBe(
          starterCategoryName(category, 'en'),
        );
      }
    });
  }

  it('keeps words only for the templates, fields and options it has', () => {
    // copyName: the default name of a duplicated template ("Copy of …"), not a template.
    const { categories, copyName, ...templates } = namespace;
    expect(copyName).toEqual(expect.stringContaining('{{name}}'));
    expect(Object.keys(categories ?? {}).sort()).toEqual([...STARTER_CATEGORIES].sort());
    expect(Object.keys(templates).sort()).toEqual(STARTER_TEMPLATES.map((t) => t.id).sort());
    for (const template of STARTER_TEMPLATES) {
      const fields = templates[template.id]?.fields ?? {};
      expect(Object.keys(fields).sort(), template.id).toEqual(
        template.fields.map((field) => field.key).sort(),
      );
      for (const field of template.fields) {
        const options = 'options' in field ? [...field.options].sort() : [];
        expect(Object.keys(fields[field.key]?.options ?? {}).sort(), field.key).toEqual(options);
      }
    }
  });

  it('uses every field type somewhere in the library', () => {
    const used = new Set(STARTER_TEMPLATES.flatMap((t) => t.fields.map((field) => field.type)));
    expect([...TEMPLATE_FIELD_TYPES].filter((type) => !used.has(type))).toEqual([]);
  });

  it('opens a ticket on every failed item of the fire-safety templates', () => {
    const fireSafety = STARTER_TEMPLATES.filter((t) => t.category === 'fire_safety');
    expect(fireSafety.length).toBeGreaterThan(0);
    for (const template of fireSafety) {
      for (const field of template.fields) {
        if (field.type !== 'inspection') continue;
        expect(field.fail_opens_ticket ?? null, `${template.id}.${field.key}`).not.toBeNull();
      }
    }
  });

  it('ends with a signature field when the template requires a signature', () => {
    for (const template of STARTER_TEMPLATES) {
      const last = template.fields.at(-1);
      expect(last?.type === 'signature', template.id).toBe(template.requires_signature);
    }
  });

  it('finds one template by id, and none by an unknown id', () => {
    expect(starterTemplate('legionella_water_temperatures', 'fr')?.name).toBe(
      starterTemplates('fr').find((t) => t.id === 'legionella_water_temperatures')?.name,
    );
    expect(starterTemplate('no_such_template', 'en')).toBeUndefined();
  });
});
