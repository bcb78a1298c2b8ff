/**
 * What an import found wrong, kept as a code and the values it was found with and worded only
 * when shown, in the reader's language (`errors:importProblems.<code>`): the reasons a row was
 * rejected (stored in the report file) and why a run failed (stored in import_jobs.error). Both
 * are stored as JSON; a stored sentence from before codes (which migration 0007 could not turn
 * into one) reads as it was written.
 */
import type { TImportEntity } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { translate, type TranslationParams } from '../../lib/translate.ts';
import { COLUMN_TABLE, columnName } from './columns.ts';

export const IMPORT_PROBLEM_CODES = [
  // A cell
  'required',
  'notNumber',
  'notWholeNumber',
  'outOfRange',
  'notNegative',
  'notDate',
  'notChoice',
  'tooLong',
  'countryCode',
  'currencyCode',
  'nameSeparator',
  // A reference to something else
  'outsideScope',
  'buildingAmbiguous',
  'buildingUnknown',
  'categoryUnknown',
  'locationNeedsBuilding',
  'locationUnknown',
  'parentLocationUnknown',
  'parentLocationRejected',
  'parentAssetUnknown',
  'parentAssetRejected',
  'parentLoop',
  'ownParent',
  // A duplicate
  'buildingCodeTaken',
  'locationCodeTaken',
  'assetCodeTaken',
  'codeTwice',
  'locationTwice',
  'locationExists',
  // The run
  'nothingImported',
  'failed',
  'changedMeanwhile',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export interface ImportProblem {
  code: ImportProblemCode;
  /** The values of the sentence; `field` is a column's key, worded as the column's name. */
  params?: TranslationParams;
}

export const problem = (code: ImportProblemCode, params?: TranslationParams): ImportProblem =>
  params ? { code, params } : { code };

const isProblem = (value: unknown): value is ImportProblem =>
  typeof value === 'object' &&
  value !== null &&
  (IMPORT_PROBLEM_CODES as readonly unknown[]).includes((value as { code?: unknown }).code);

/** A problem as stored, or a stored sentence from before codes. */
export type StoredProblem = ImportProblem | string;

export const encodeProblem = (stored: ImportProblem): string => JSON.stringify(stored);
export const encodeProblems = (problems: readonly ImportProblem[]): string =>
  JSON.stringify(problems);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // Not JSON: a sentence written before problems had codes.
  }
}

/** The problem of a stored text (import_jobs.error): JSON, else an old sentence. */
export function decodeProblem(text: string): StoredProblem {
  const value = parsed(text);
  return isProblem(value) ? value : text;
}

/** The problems of a report's reasons cell: a JSON list, else old sentences joined by "; ". */
export function decodeProblems(text: string): StoredProblem[] {
  const value = parsed(text);
  if (Array.isArray(value) && value.every(isProblem)) return value;
  return text.split('; ').filter(Boolean);
}

/** A problem in `language`, naming columns as the entity's import and export do. */
export function wordProblem(
  language: LanguageCode,
  entity: TImportEntity,
  stored: StoredProblem,
): string {
  if (typeof stored === 'string') return stored;
  const params: Record<string, string | number> = { ...stored.params };
  if (typeof params.field === 'string') {
    params.field = columnName(language, COLUMN_TABLE[entity], params.field);
  }
  return translate(language, `errors:importProblems.${stored.code}`, params);
}
