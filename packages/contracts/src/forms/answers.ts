/**
 * The rules of answers, shared by the page that fills a form and the server that keeps it: what
 * value each field type takes, which fields a form shows for the answers so far, an answer's
 * outcome (pass, flag, fail), the ticket a failing answer opens, and what is still missing
 * before a form can complete.
 */
import { z } from 'zod';
import {
  INSPECTION_RESULTS,
  TEMPLATE_LIMITS,
  YES_NO_ANSWERS,
  type TTemplateCondition,
  type TTemplateField,
} from '../templates/template-fields.ts';
import type { TTicketPriority } from '../tickets/fields.ts';

export const FORM_OUTCOME_VALUES = ['pass', 'flag', 'fail'] as const;
export type TFormOutcome = (typeof FORM_OUTCOME_VALUES)[number];

/** An answer as sent: its shape is checked against the field's type by `answerProblem`. */
export const ZFormAnswerValue = z
  .union([
    z.boolean(),
    z.number(),
    z.string().max(TEMPLATE_LIMITS.longTextLength),
    z.array(z.string().max(100)).max(TEMPLATE_LIMITS.options),
  ])
  .nullable()
  .describe('null clears the answer');
export type TFormAnswerValue = z.infer<typeof ZFormAnswerValue>;

/** Answers by field key (a field without an answer is absent). */
export type TAnswerMap = ReadonlyMap<string, TFormAnswerValue>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const decimalsOf = (value: number) => {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
};

/**
 * Why `value` cannot answer `field` (a validation key of the `forms` group), or null when it can.
 * A null value (clearing) is always accepted here; whether the field may stay empty is the
 * completion's rule.
 */
export function answerProblem(field: TTemplateField, value: TFormAnswerValue): string | null {
  if (value === null) return null;
  const is = {
    number: typeof value === 'number' && Number.isFinite(value),
    word: typeof value === 'string',
    words: Array.isArray(value),
  };
  switch (field.type) {
    case 'section':
      return 'forms.answerNotExpected';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'forms.answerBoolean';
    case 'inspection':
      return is.word && (INSPECTION_RESULTS as readonly string[]).includes(value as string)
        ? null
        : 'forms.answerInspection';
    case 'yes_no': {
      const allowed = field.allow_na ? YES_NO_ANSWERS : YES_NO_ANSWERS.filter((a) => a !== 'na');
      return is.word && (allowed as readonly string[]).includes(value as string)
        ? null
        : 'forms.answerYesNo';
    }
    case 'short_text':
    case 'long_text':
      if (!is.word) return 'forms.answerText';
      return (value as string).length > field.max_length ? 'forms.answerTooLong' : null;
    case 'number':
      if (!is.number) return 'forms.answerNumber';
      return decimalsOf(value as number) > field.decimals ? 'forms.answerDecimals' : null;
    case 'amount':
      if (!is.number) return 'forms.answerNumber';
      return decimalsOf(value as number) > 2 ? 'forms.answerDecimals' : null;
    case 'meter_reading':
      if (!is.number) return 'forms.answerNumber';
      return (value as number) < 0 ? 'forms.answerMeterNegative' : null;
    case 'date':
      if (!is.word) return 'forms.answerDate';
      if (field.with_time) {
        return z.iso.datetime({ offset: true }).safeParse(value).success
          ? null
          : 'forms.answerDate';
      }
      return DAY.test(value as string) && !Number.isNaN(Date.parse(value as string))
        ? null
        : 'forms.answerDate';
    case 'time':
      return is.word && CLOCK.test(value as string) ? null : 'forms.answerTime';
    case 'single_choice':
      return is.word && field.options.some((option) => option.key === value)
        ? null
        : 'forms.answerChoice';
    case 'multiple_choice': {
      if (!is.words) return 'forms.answerChoices';
      const keys = value as string[];
      const known = keys.every((key) => field.options.some((option) => option.key === key));
      return known && new Set(keys).size === keys.length ? null : 'forms.answerChoices';
    }
    case 'photos': {
      if (!is.words) return 'forms.answerFiles';
      const ids = value as string[];
      if (ids.length > field.max_photos) return 'forms.answerPhotosMax';
      return ids.every((id) => UUID.test(id)) && new Set(ids).size === ids.length
        ? null
        : 'forms.answerFiles';
    }
    case 'file':
    case 'signature':
      return is.word && UUID.test(value as string) ? null : 'forms.answerFile';
  }
}

/** Whether a value counts as answered (an empty text or list does not). */
export function isAnswered(field: TTemplateField, value: TFormAnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  // A required checkbox is a confirmation: only ticked answers it.
  if (field.type === 'checkbox') return value === true;
  return true;
}

const outsideRange = (
  value: number,
  min: number | null | undefined,
  max: number | null | undefined,
) =>
  (min !== null && min !== undefined && value < min) ||
  (max !== null && max !== undefined && value > max);

/** The outcome of an answer: inspections by their result, numbers by their range; else none. */
export function answerOutcome(field: TTemplateField, value: TFormAnswerValue): TFormOutcome | null {
  if (value === null) return null;
  if (field.type === 'inspection' && typeof value === 'string') {
    return (FORM_OUTCOME_VALUES as readonly string[]).includes(value)
      ? (value as TFormOutcome)
      : null;
  }
  if ((field.type === 'number' || field.type === 'meter_reading') && typeof value === 'number') {
    return outsideRange(value, field.min, field.max) ? 'flag' : 'pass';
  }
  return null;
}

/** The ticket a failing answer opens (its priority), or null when it opens none. */
export function failureTicket(
  field: TTemplateField,
  value: TFormAnswerValue,
): { priority: TTicketPriority; outcome: TFormOutcome } | null {
  const outcome = answerOutcome(field, value);
  if (outcome === null || outcome === 'pass') return null;
  if (field.type === 'inspection') {
    const priority = outcome === 'fail' ? field.fail_opens_ticket : field.flag_opens_ticket;
    return priority ? { priority, outcome } : null;
  }
  if (field.type === 'number' && field.out_of_range_opens_ticket) {
    return { priority: field.out_of_range_opens_ticket, outcome };
  }
  return null;
}

/** The worst of some outcomes (fail over flag over pass), or null when there are none. */
export function worstOutcome(outcomes: Iterable<TFormOutcome | null>): TFormOutcome | null {
  let worst = -1;
  for (const outcome of outcomes) {
    if (outcome !== null) worst = Math.max(worst, FORM_OUTCOME_VALUES.indexOf(outcome));
  }
  return worst < 0 ? null : (FORM_OUTCOME_VALUES[worst] ?? null);
}

function conditionHolds(condition: TTemplateCondition, value: TFormAnswerValue | undefined) {
  if (value === null || value === undefined) return false;
  const words = Array.isArray(value) ? value : [value];
  switch (condition.op) {
    case 'equals':
      return words.some((word) => word === condition.value);
    case 'one_of':
      return words.some((word) => typeof word === 'string' && condition.values.includes(word));
    case 'outside':
      return typeof value === 'number' && outsideRange(value, condition.min, condition.max);
  }
}

/**
 * The keys of the fields shown for these answers, in order. A field shows when it has no
 * condition or its condition holds on a shown earlier field; every field after a hidden section
 * (up to the next section) is hidden with it.
 */
export function visibleFieldKeys(
  fields: readonly TTemplateField[],
  answers: TAnswerMap,
): Set<string> {
  const shown = new Set<string>();
  let sectionShown = true;
  for (const field of fields) {
    const { condition } = field;
    const own =
      condition === null ||
      (shown.has(condition.field) && conditionHolds(condition, answers.get(condition.field)));
    if (field.type === 'section') {
      sectionShown = own;
      if (own) shown.add(field.key);
      continue;
    }
    if (sectionShown && own) shown.add(field.key);
  }
  return shown;
}

/** The required fields shown and not yet answered: what stops the form completing. */
export function missingRequired(fields: readonly TTemplateField[], answers: TAnswerMap): string[] {
  const shown = visibleFieldKeys(fields, answers);
  return fields
    .filter((field) => field.required && shown.has(field.key))
    .filter((field) => !isAnswered(field, answers.get(field.key)))
    .map((field) => field.key);
}

/** How far a form is: required fields shown, and how many of them are answered. */
export function formProgress(fields: readonly TTemplateField[], answers: TAnswerMap) {
  const shown = visibleFieldKeys(fields, answers);
  const required = fields.filter((field) => field.required && shown.has(field.key));
  const missing = missingRequired(fields, answers);
  return { required: required.length, answered: required.length - missing.length, missing };
}
