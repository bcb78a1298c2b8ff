/**
 * Bulk actions: one action over many records, where each record answers on its own, so one
 * refusal (a record in use, out of the caller's buildings) does not stop the others.
 */
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

/**
 * Runs `act` once for each id (repeats are dropped), in turn. A refusal (an AppError below 500)
 * answers that id and the next goes on; anything else is a fault and stops the action.
 */
export async function eachOnItsOwn(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await act(id);
      results.push({ id, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const fieldProblems = Object.values(error.fieldErrorsIn('en') ?? {}).flat();
      results.push({ id, ok: false, message: fieldProblems[0] ?? error.message });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
