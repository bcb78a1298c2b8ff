/**
 * Conditions as the author reads and sets them: which earlier fields a field may depend on, the
 * comparisons each suits, the answers it can be compared with (worded), and the sentence a
 * field's card shows ("Shown when “Smoke detector” is Fail").
 */
import {
  CHOICE_FIELD_TYPES,
  INSPECTION_RESULTS,
  NUMERIC_FIELD_TYPES,
  YES_NO_ANSWERS,
  type TTemplateCondition,
  type TTemplateFieldType,
} from '@mainstay/contracts';
import type { TFunction } from 'i18next';
import { optionsOf, type DraftField } from './draft-field.ts';

export type ConditionOperator = TTemplateCondition['op'];

export const isNumericType = (type: TTemplateFieldType) =>
  (NUMERIC_FIELD_TYPES as readonly string[]).includes(type);
export const isChoiceType = (type: TTemplateFieldType) =>
  (CHOICE_FIELD_TYPES as readonly string[]).includes(type);

/** The fields above `index` whose answers a condition can compare. */
export function conditionTargets(fields: readonly DraftField[], index: number): DraftField[] {
  return fields
    .slice(0, index)
    .filter((field) => isChoiceType(field.type) || isNumericType(field.type));
}

/** The comparisons a target's answers suit. */
export function operatorsFor(target: DraftField | undefined): ConditionOperator[] {
  if (!target) return ['equals'];
  if (isNumericType(target.type)) return ['equals', 'outside'];
  if (target.type === 'checkbox') return ['equals'];
  return ['equals', 'one_of'];
}

export interface AnswerChoice {
  value: string | boolean;
  label: string;
}

/** The answers a choice target can give, worded; empty for a number. */
export function answerChoices(target: DraftField | undefined, t: TFunction): AnswerChoice[] {
  switch (target?.type) {
    case 'checkbox':
      return [
        { value: true, label: t('answers.checked') },
        { value: false, label: t('answers.unchecked') },
      ];
    case 'inspection':
      return INSPECTION_RESULTS.map((value) => ({ value, label: t(`answers.${value}`) }));
    case 'yes_no':
      return YES_NO_ANSWERS.filter((value) => value !== 'na' || target.allow_na !== false).map(
        (value) => ({ value, label: t(`answers.${value}`) }),
      );
    case 'single_choice':
    case 'multiple_choice':
      return optionsOf(target).map((option) => ({
        value: option.key,
        label: option.label || option.key,
      }));
    default:
      return [];
  }
}

/** The condition a newly chosen target starts with. */
export function startingCondition(target: DraftField, t: TFunction): TTemplateCondition {
  if (isNumericType(target.type)) return { field: target.key, op: 'outside', min: 0 };
  const first = answerChoices(target, t)[0];
  return { field: target.key, op: 'equals', value: first?.value ?? '' };
}

/** "Shown when “Smoke detector” is Fail", for the field's card. */
export function conditionSummary(
  condition: TTemplateCondition,
  fields: readonly DraftField[],
  t: TFunction,
  language: string,
): string {
  const target = fields.find((field) => field.key === condition.field);
  const name = target?.label || condition.field;
  const number = new Intl.NumberFormat(language);
  const word = (value: string | number | boolean) => {
    if (typeof value === 'number') return number.format(value);
    return (
      answerChoices(target, t).find((choice) => choice.value === value)?.label ?? String(value)
    );
  };
  switch (condition.op) {
    case 'equals':
      return t('condition.summary.equals', { field: name, value: word(condition.value) });
    case 'one_of':
      return t('condition.summary.oneOf', {
        field: name,
        values: new Intl.ListFormat(language, { type: 'disjunction' }).format(
          condition.values.map(word),
        ),
      });
    case 'outside': {
      const min = condition.min === undefined ? null : number.format(condition.min);
      const max = condition.max === undefined ? null : number.format(condition.max);
      if (min !== null && max !== null)
        return t('condition.summary.outside', { field: name, min, max });
      if (min !== null) return t('condition.summary.below', { field: name, min });
      return t('condition.summary.above', { field: name, max: max ?? '' });
    }
  }
}
