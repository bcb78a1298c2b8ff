/**
 * The answers of a form not yet sent, kept in localStorage under the form's id so that going
 * offline, a failed request or a reload loses nothing: the page puts each change here first and
 * takes it out once the server has it. What is read back is checked against the contract, so a
 * stale or tampered entry is dropped rather than sent.
 */
import { ZFormAnswerInput, type TFormAnswerValue } from '@mainstay/contracts';
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

/** Field key → the value to send, in the order the answers were given. */
export type PendingAnswers = Map<string, TFormAnswerValue>;

const storageKey = (formId: string) => `${STORAGE_KEYS.formAnswers}:${formId}`;

export function readPendingAnswers(formId: string): PendingAnswers {
  const pending: PendingAnswers = new Map();
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(formId)) ?? '[]') as unknown;
    for (const entry of Array.isArray(parsed) ? parsed : []) {
      const answer = ZFormAnswerInput.safeParse(entry);
      if (answer.success) pending.set(answer.data.field_key, answer.data.value);
    }
  } catch {
    // Unreadable: nothing to restore.
  }
  return pending;
}

export function writePendingAnswers(formId: string, pending: PendingAnswers): void {
  try {
    if (pending.size === 0) localStorage.removeItem(storageKey(formId));
    else {
      const answers = [...pending].map(([field_key, value]) => ({ field_key, value }));
      localStorage.setItem(storageKey(formId), JSON.stringify(answers));
    }
  } catch {
    // Storage full or blocked: the answers stay in memory and are still sent.
  }
}
