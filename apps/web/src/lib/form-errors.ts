/**
 * Putting an API error on a form: the server's field messages (`errors`, field path -> messages)
 * and its general message. Features wrap these with their own form types.
 */
import { isApiError } from './api-client.ts';

/** Hands each field's first server message to `apply`; true when at least one landed. */
export function applyFieldErrors(
  error: unknown,
  apply: (key: string, message: string) => boolean,
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first && apply(key, first)) applied = true;
  }
  return applied;
}

/** The server's message when it sent one (not a network failure), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && error.message ? error.message : fallback;
}
