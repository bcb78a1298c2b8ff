/**
 * What stops a draft being published, found where it is: each problem at its field's index and
 * the setting it is about. The builder checks the draft as it is typed with the contract's own
 * rules (each field by `ZTemplateField`, the whole by `definitionProblems`, the list's length),
 * so it shows what the server would refuse before it is sent; the server's problems (of a save,
 * or of a refused publish) read the same way.
 */
import {
  definitionProblems,
  TEMPLATE_LIMITS,
  ZTemplateField,
  type TTemplateField,
  type TTemplateProblem,
} from '@mainstay/contracts';
import type { TFunction } from 'i18next';
import type { TFieldErrors } from '@mainstay/contracts';
import { typeDefaults } from './field-types.tsx';
import type { DraftField } from './draft-field.ts';

export interface FieldProblem {
  /** The field's index, or null for the definition as a whole. */
  index: number | null;
  /** The setting it is about ('label', 'options', 'condition', ...), '' for the field itself. */
  setting: string;
  /** What follows the setting (an option's index and part, a condition's part). */
  rest: (string | number)[];
  message: string;
}

/** A problem at its path from the definition's root (`['fields', 2, 'label']`). */
export function problemAt(path: readonly (string | number)[], message: string): FieldProblem {
  const parts = path[0] === 'definition' ? path.slice(1) : path;
  const [root, index, setting, ...rest] = parts;
  if (root !== 'fields' || typeof index !== 'number') {
    return { index: null, setting: '', rest: [], message };
  }
  return { index, setting: typeof setting === 'string' ? setting : '', rest, message };
}

/** The server's problems of a saved draft. */
export function serverProblems(problems: readonly TTemplateProblem[]): FieldProblem[] {
  return problems.map((problem) => problemAt(problem.path, problem.message));
}

/** The field errors of a refused publish ("fields.2.label": [...]), as problems. */
export function problemsOfFieldErrors(errors: TFieldErrors | undefined): FieldProblem[] {
  return Object.entries(errors ?? {}).flatMap(([key, messages]) => {
    const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return messages.map((message) => problemAt(path, message));
  });
}

/** Every problem of the draft as the contract sees it, worded in the reader's language. */
export function draftProblems(fields: readonly DraftField[], t: TFunction): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (fields.length === 0) {
    problems.push(problemAt([], t('validation:templates.fieldsRequired')));
  }
  if (fields.length > TEMPLATE_LIMITS.fields) {
    problems.push(
      problemAt([], t('validation:templates.fieldsMax', { maximum: TEMPLATE_LIMITS.fields })),
    );
  }
  const checked = fields.map((field, index) => {
    const result = ZTemplateField.safeParse(field);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      problems.push(
        problemAt(['fields', index, ...(issue.path as (string | number)[])], issue.message),
      );
    }
    // The whole's rules read keys, options, ranges and conditions: an incomplete field still
    // takes part, with its type's settings filled in.
    return { ...typeDefaults(field.type), ...field } as TTemplateField;
  });
  for (const problem of definitionProblems(checked)) {
    problems.push(problemAt(problem.path, t(`validation:${problem.key}`)));
  }
  return problems;
}

/** The problems of one field; the same sentence found twice (typed, and by the server) once. */
export function problemsByField(
  problems: readonly FieldProblem[],
): Map<number | null, FieldProblem[]> {
  const byField = new Map<number | null, FieldProblem[]>();
  for (const problem of problems) {
    const list = byField.get(problem.index) ?? [];
    const same = list.some(
      (other) => other.setting === problem.setting && other.message === problem.message,
    );
    if (!same) list.push(problem);
    byField.set(problem.index, list);
  }
  return byField;
}
