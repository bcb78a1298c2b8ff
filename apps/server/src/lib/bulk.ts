/**
 * Bulk actions on selected rows (assets, buildings, locations): one change per id, each in its
 * own transaction, so one refusal (not found, still in use...) does not undo the others. Each id
 * answers on its own; a refusal says why in the caller's language, with the problem of the
 * field it concerns when it has one (a refused move says what is wrong with the target, not
 * only that the data was not valid).
 */
import type { LanguageCode } from '@mainstay/i18n';
import type { Database, Transaction } from '../db/client.ts';
import { AppError } from './errors.ts';

export interface BulkResult {
  id: string;
  ok: boolean;
  /** Why the change was refused; null when it was made. */
  message: string | null;
}

export interface BulkAnswer {
  succeeded: number;
  failed: number;
  results: BulkResult[];
}

/** The sentence of a refusal: its first field problem, else its own message. */
export function refusalIn(error: AppError, language: LanguageCode): string {
  const fieldProblems = Object.values(error.fieldErrorsIn(language) ?? {});
  return fieldProblems[0]?.[0] ?? error.messageIn(language);
}

/** Runs `change` for each distinct id in its own transaction; refusals become results. */
export async function eachInOwnTransaction(
  db: Database,
  ids: readonly string[],
  language: LanguageCode,
  change: (tx: Transaction, id: string) => Promise<unknown>,
): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await db.transaction((tx) => change(tx, id));
      results.push({ id, ok: true, message: null });
    } catch (error) {
      // Anything but a refusal is a fault, and fails the whole request.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, message: refusalIn(error, language) });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}
