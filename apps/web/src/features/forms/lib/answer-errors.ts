/**
 * Which field each message of a refusal is about. Saving answers is refused at
 * `answers.N.value` (the N-th answer of the batch sent); completing names the fields themselves
 * (a path holding a field's key, e.g. `answers.pump_pressure`).
 */
import { isApiError } from '@/lib/api-client.ts';

export function fieldMessages(
  error: unknown,
  fieldKeys: ReadonlySet<string>,
  batch: readonly string[] = [],
): Map<string, string> {
  const messages = new Map<string, string>();
  if (!isApiError(error) || !error.errors) return messages;
  for (const [path, [message]] of Object.entries(error.errors)) {
    if (!message) continue;
    const parts = path.split('.');
    const position = parts[0] === 'answers' && /^\d+$/.test(parts[1] ?? '') ? Number(parts[1]) : -1;
    const key = position >= 0 ? batch[position] : parts.find((part) => fieldKeys.has(part));
    if (key && !messages.has(key)) messages.set(key, message);
  }
  return messages;
}

/** A failure worth trying again later: no answer (offline), a busy or broken server. */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}
