/**
 * Bulk actions: one action over many records, where each record answers on its own, so one
 * refusal (a record in use, out of the caller's buildings) does not stop the others. A refusal
 * says why in the caller's language.
 */
import type { LanguageCode } from '@mainstay/i18n';
import { AppError } from './errors.ts';

export interface BulkResult {
  id: string;
  ok: boolean;
  /** Why the record was refused: the first field problem when there is one, else the error's. */
  message: string | null;
}

export interface BulkAnswer {
  results: BulkResult[];
  succeeded: number;
  failed: number;
}

/** A refusal's sentence in `language`: its first field problem, else its own message. */
export function refusalIn(error: AppError, language: LanguageCode): string {
  const fieldProblems = Object.values(error.fieldErrorsIn(language) ?? {}).flat();
  return fieldProblems[0] ?? error.messageIn(language);
}

/**
 * Runs `act` once for each id (repeats are dropped), in turn. A refusal (an AppError below 500)
 * answers that id, worded in `language`, and the next goes on; anything else is a fault and
 * stops the action.
 */
export async function eachOnItsOwn(
  ids: readonly string[],
  language: LanguageCode,
  act: (id: string) => Promise<unknown>,
): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await act(id);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ id, ok: false, message: refusalIn(error, language) });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
