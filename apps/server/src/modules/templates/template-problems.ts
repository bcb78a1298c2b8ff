/**
 * The problems of a draft, as the author reads them: the draft checked whole by the contract's
 * `ZTemplateDefinition`, each issue at its path and worded in the caller's language. The
 * contracts give a schema's message as a key of the validation namespace with its values (the
 * server registers no translator); an issue zod raised itself is worded from its issue code, as
 * the error handler words a refused request (`issueKeyOf`).
 */
import {
  issueKeyOf,
  issueParamsOf,
  readValidationMessage,
  VALIDATION_NAMESPACE,
  ZTemplateDefinition,
  type TTemplateDefinition,
  type TTemplateDraft,
  type TTemplateProblem,
} from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { hasTranslation, translate, type TranslationKey } from '../../lib/translate.ts';

/** The value at `path` of `data`, for telling a missing value from a wrong one. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node = data;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

function sentenceOf(language: LanguageCode, issue: z.core.$ZodIssue, data: unknown): string {
  const named = readValidationMessage(issue.message);
  if (named) {
    const key: TranslationKey = `${VALIDATION_NAMESPACE}:${named.key}`;
    if (hasTranslation(language, key)) return translate(language, key, named.params);
  }
  const found = { ...issue, input: valueAt(data, issue.path) };
  return translate(language, `${VALIDATION_NAMESPACE}:${issueKeyOf(found)}`, issueParamsOf(found));
}

export type DraftCheck =
  { ok: true; definition: TTemplateDefinition } | { ok: false; problems: TTemplateProblem[] };

/** The draft checked as it would be published: its definition, or its problems worded. */
export function checkDraft(draft: TTemplateDraft, language: LanguageCode): DraftCheck {
  const parsed = ZTemplateDefinition.safeParse(draft);
  if (parsed.success) return { ok: true, definition: parsed.data };
  const problems = parsed.error.issues.map((issue) => ({
    path: issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol'),
    message: sentenceOf(language, issue, draft),
  }));
  return { ok: false, problems };
}

/** What stops the draft being published (empty when nothing does). */
export function draftProblems(draft: TTemplateDraft, language: LanguageCode): TTemplateProblem[] {
  const check = checkDraft(draft, language);
  return check.ok ? [] : check.problems;
}

/** The refusal of a draft with problems: 422, each problem at its path (`fields.3.label`). */
export function draftInvalid(problems: readonly TTemplateProblem[]): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of problems) {
    (fieldErrors[problem.path.join('.') || 'fields'] ??= []).push(problem.message);
  }
  return new AppError('TEMPLATE_DRAFT_INVALID', { fieldErrors });
}
