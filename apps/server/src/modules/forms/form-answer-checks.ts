/**
 * The checks a batch of answers passes before anything is kept: every key is a field of the
 * pinned version (422 FORM_FIELD_UNKNOWN at `answers.N.field_key`), every value fits its field's
 * type by the shared rule `answerProblem` (422 FORM_ANSWER_INVALID, each problem at
 * `answers.N.value` worded from its validation key in the caller's language), and the file ids
 * of photos, file and signature answers are files uploaded to this form for that very field
 * (422 FORM_FILE_UNKNOWN). The last answer of a key wins, as the page sends what it kept offline
 * in the order it was given.
 */
import {
  answerProblem,
  type TFieldErrors,
  type TFormAnswerInput,
  type TFormAnswerValue,
  type TTemplateField,
} from '@mainstay/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { formFiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { fileIdsOf, isFileField } from './forms.shared.ts';

export interface CheckedAnswer {
  field: TTemplateField;
  value: TFormAnswerValue;
}

const refuse = (code: 'FORM_FIELD_UNKNOWN' | 'FORM_ANSWER_INVALID' | 'FORM_FILE_UNKNOWN') => {
  return (fieldErrors: TFieldErrors) => new AppError(code, { fieldErrors });
};

/** The answers to keep, by key, once every one of them passed. */
export async function checkAnswers(
  executor: Executor,
  organisationId: string,
  formId: string,
  fields: readonly TTemplateField[],
  answers: readonly TFormAnswerInput[],
): Promise<Map<string, CheckedAnswer>> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const unknown: TFieldErrors = {};
  const invalid: TFieldErrors = {};
  answers.forEach((answer, index) => {
    const field = byKey.get(answer.field_key);
    if (!field || field.type === 'section') {
      unknown[`answers.${index}.field_key`] = ['FORM_FIELD_UNKNOWN'];
      return;
    }
    const problem = answerProblem(field, answer.value);
    if (problem) invalid[`answers.${index}.value`] = [problem];
  });
  if (Object.keys(unknown).length > 0) throw refuse('FORM_FIELD_UNKNOWN')(unknown);
  if (Object.keys(invalid).length > 0) throw refuse('FORM_ANSWER_INVALID')(invalid);

  const named = answers.flatMap((answer, index) => {
    const field = byKey.get(answer.field_key) as TTemplateField;
    return isFileField(field.type)
      ? fileIdsOf(answer.value).map((fileId) => ({ index, fileId, fieldKey: field.key }))
      : [];
  });
  if (named.length > 0) {
    const uploaded = await forOrganisation(executor, organisationId).select(
      formFiles,
      and(
        eq(formFiles.formId, formId),
        inArray(formFiles.fileId, [...new Set(named.map((entry) => entry.fileId))]),
      ),
    );
    const fieldOf = new Map(uploaded.map((row) => [row.fileId, row.fieldKey]));
    const strangers: TFieldErrors = {};
    for (const { index, fileId, fieldKey } of named) {
      if (fieldOf.get(fileId) !== fieldKey) {
        strangers[`answers.${index}.value`] = ['FORM_FILE_UNKNOWN'];
      }
    }
    if (Object.keys(strangers).length > 0) throw refuse('FORM_FILE_UNKNOWN')(strangers);
  }

  const kept = new Map<string, CheckedAnswer>();
  for (const answer of answers) {
    kept.set(answer.field_key, {
      field: byKey.get(answer.field_key) as TTemplateField,
      value: answer.value,
    });
  }
  return kept;
}
