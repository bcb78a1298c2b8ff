/**
 * The starter library: checklist templates every organisation is offered to copy and adapt. Only
 * their structure lives here (field types, keys, settings, conditions); their words are in the
 * `starterTemplates` namespace of packages/i18n, one entry per template and field, so a template
 * is offered in the organisation's language. The checks are generic good practice for a
 * building's technician, not a claim that a form meets any regulation.
 */
import type { TTemplateDefinitionInput, TTemplateFieldInput } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { hasTranslation, translate, type TranslationKey } from '../../lib/translate.ts';
import { BUILDING_SERVICES_TEMPLATES } from './starter-building-services.ts';
import { FIRE_SAFETY_TEMPLATES } from './starter-fire-safety.ts';
import { SITE_TEMPLATES } from './starter-site-checks.ts';
import type {
  StarterCategory,
  StarterField,
  StarterTemplateStructure,
} from './starter-structure.ts';

export const STARTER_TEMPLATES: readonly StarterTemplateStructure[] = [
  ...FIRE_SAFETY_TEMPLATES,
  ...BUILDING_SERVICES_TEMPLATES,
  ...SITE_TEMPLATES,
];

type Word = 'label' | 'help' | 'instructions' | 'meter_name' | `options.${string}`;

/** A starter template in one language: what the library offers and a form is built from. */
export interface StarterTemplate {
  id: string;
  category: StarterCategory;
  name: string;
  description: string;
  definition: TTemplateDefinitionInput;
}

function wordsOf(language: LanguageCode, id: string, fieldKey: string) {
  const key = (word: Word): TranslationKey => `starterTemplates:${id}.fields.${fieldKey}.${word}`;
  return {
    word: (word: Word) => translate(language, key(word)),
    /** A word a field may go without: empty when the namespace has none. */
    optional: (word: Word) =>
      hasTranslation(language, key(word)) ? translate(language, key(word)) : '',
  };
}

function wordedField(language: LanguageCode, id: string, field: StarterField): TTemplateFieldInput {
  const { word, optional } = wordsOf(language, id, field.key);
  const common = { label: word('label'), help: optional('help') };
  switch (field.type) {
    case 'section':
      return { ...field, ...common, instructions: optional('instructions') };
    case 'meter_reading':
      return { ...field, ...common, meter_name: word('meter_name') };
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...field,
        ...common,
        options: field.options.map((key) => ({ key, label: word(`options.${key}`) })),
      };
    default:
      return { ...field, ...common };
  }
}

function worded(language: LanguageCode, structure: StarterTemplateStructure): StarterTemplate {
  const { id, category, requires_signature, fields } = structure;
  return {
    id,
    category,
    name: translate(language, `starterTemplates:${id}.name`),
    description: translate(language, `starterTemplates:${id}.description`),
    definition: {
      requires_signature,
      fields: fields.map((field) => wordedField(language, id, field)),
    },
  };
}

/** The starter template `id` in `language`; undefined when the library has none by that id. */
export function starterTemplate(id: string, language: LanguageCode): StarterTemplate | undefined {
  const structure = STARTER_TEMPLATES.find((template) => template.id === id);
  return structure && worded(language, structure);
}

/** Every starter template in `language`, in the library's order. */
export function starterTemplates(language: LanguageCode): StarterTemplate[] {
  return STARTER_TEMPLATES.map((structure) => worded(language, structure));
}

/** A category's name in `language`. */
export function starterCategoryName(category: StarterCategory, language: LanguageCode): string {
  return translate(language, `starterTemplates:categories.${category}`);
}
