/**
 * A template's definition as a whole: its fields in order and whether completing a form of it
 * needs a signature, with the checks a field alone cannot make. The builder shows the same list
 * of problems (`definitionProblems`) as the server refuses a definition with, each at the path
 * of the field setting it is about.
 */
import { z } from 'zod';
import { issueMessage, v } from '../validation.ts';
import {
  CHOICE_FIELD_TYPES,
  INSPECTION_RESULTS,
  NUMERIC_FIELD_TYPES,
  TEMPLATE_LIMITS,
  YES_NO_ANSWERS,
  ZTemplateField,
  type TTemplateCondition,
  type TTemplateField,
} from './template-fields.ts';

/** A problem of a definition: where (from the definition's root) and its validation key. */
export interface TDefinitionProblem {
  path: (string | number)[];
  key: string;
}

const PROBLEM_KEYS = {
  keyDuplicate: 'templates.keyDuplicate',
  optionDuplicate: 'templates.optionDuplicate',
  rangeInverted: 'templates.rangeInverted',
  conditionMissing: 'templates.conditionMissing',
  conditionLater: 'templates.conditionLater',
  conditionSection: 'templates.conditionSection',
  conditionOperator: 'templates.conditionOperator',
  conditionValue: 'templates.conditionValue',
  conditionRange: 'templates.conditionRange',
} as const;

const messages = Object.fromEntries(
  Object.values(PROBLEM_KEYS).map((key) => [key, issueMessage(key)]),
) as Record<string, () => string>;

const isNumeric = (field: TTemplateField) =>
  (NUMERIC_FIELD_TYPES as readonly string[]).includes(field.type);
const isChoice = (field: TTemplateField) =>
  (CHOICE_FIELD_TYPES as readonly string[]).includes(field.type);

/** The words an answer of `field` may be, for conditions on it (null: any number). */
function answerWords(field: TTemplateField): readonly (string | boolean)[] | null {
  switch (field.type) {
    case 'checkbox':
      return [true, false];
    case 'inspection':
      return INSPECTION_RESULTS;
    case 'yes_no':
      return field.allow_na ? YES_NO_ANSWERS : YES_NO_ANSWERS.filter((answer) => answer !== 'na');
    case 'single_choice':
    case 'multiple_choice':
      return field.options.map((option) => option.key);
    default:
      return null;
  }
}

function conditionProblems(
  condition: TTemplateCondition,
  target: TTemplateField,
): (keyof typeof PROBLEM_KEYS)[] {
  if (condition.op === 'outside') {
    if (!isNumeric(target)) return ['conditionOperator'];
    if (condition.min === undefined && condition.max === undefined) return ['conditionRange'];
    if (condition.min !== undefined && condition.max !== undefined && condition.min > condition.max)
      return ['conditionRange'];
    return [];
  }
  if (!isChoice(target) && !(condition.op === 'equals' && isNumeric(target))) {
    return ['conditionOperator'];
  }
  const words = answerWords(target);
  const values = condition.op === 'equals' ? [condition.value] : condition.values;
  if (words === null)
    return values.every((value) => typeof value === 'number') ? [] : ['conditionValue'];
  return values.every((value) => words.includes(value as string | boolean))
    ? []
    : ['conditionValue'];
}

/** Everything wrong with a definition whose fields are each valid alone; empty when none. */
export function definitionProblems(fields: readonly TTemplateField[]): TDefinitionProblem[] {
  const problems: TDefinitionProblem[] = [];
  const add = (path: (string | number)[], name: keyof typeof PROBLEM_KEYS) =>
    problems.push({ path: ['fields', ...path], key: PROBLEM_KEYS[name] });
  const positions = new Map<string, number>();
  fields.forEach((field, index) => {
    if (positions.has(field.key)) add([index, 'key'], 'keyDuplicate');
    else positions.set(field.key, index);
    if ('options' in field) {
      const seen = new Set<string>();
      field.options.forEach((option, optionIndex) => {
        if (seen.has(option.key)) add([index, 'options', optionIndex, 'key'], 'optionDuplicate');
        seen.add(option.key);
      });
    }
    if ('min' in field && field.min !== null && field.max !== null && field.min > field.max) {
      add([index, 'max'], 'rangeInverted');
    }
  });
  fields.forEach((field, index) => {
    const { condition } = field;
    if (!condition) return;
    const position = positions.get(condition.field);
    if (position === undefined) return add([index, 'condition', 'field'], 'conditionMissing');
    if (position >= index) return add([index, 'condition', 'field'], 'conditionLater');
    const target = fields[position] as TTemplateField;
    if (target.type === 'section') return add([index, 'condition', 'field'], 'conditionSection');
    for (const problem of conditionProblems(condition, target)) {
      add([index, 'condition'], problem);
    }
  });
  return problems;
}

export const ZTemplateDefinition = z
  .strictObject({
    fields: z
      .array(ZTemplateField, v('templates.fieldsRequired'))
      .min(1, v('templates.fieldsRequired'))
      .max(TEMPLATE_LIMITS.fields, v('templates.fieldsMax')),
    /** Completing a form of this template needs the signer to confirm who they are. */
    requires_signature: z.boolean().default(false),
  })
  .superRefine((definition, context) => {
    for (const problem of definitionProblems(definition.fields)) {
      context.addIssue({
        code: 'custom',
        path: problem.path,
        message: (messages[problem.key] as () => string)(),
      });
    }
  });
export type TTemplateDefinition = z.infer<typeof ZTemplateDefinition>;
export type TTemplateDefinitionInput = z.input<typeof ZTemplateDefinition>;
