/**
 * Putting an API error in front of the user: its field messages on the form's fields
 * (`applyServerErrors`) and one sentence for the form or a notification (`errorMessage`). The
 * server words both in the interface language (the API client sends it as Accept-Language);
 * a domain code is worded here from packages/i18n when the interface has a sentence for it, so
 * the notification matches the language on screen even if it changed since the request.
 */
import { errorTranslationKey, isDomainErrorCode } from '@mainstay/contracts/errors';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

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

/**
 * The form fields a server field may land on: the form's own names, or a function for forms
 * whose fields are named differently from the request's (undefined: not on this form).
 */
export type ServerFields<T extends FieldValues> =
  readonly Path<T>[] | ((serverKey: string) => Path<T> | undefined);

export interface ServerErrorsOutcome {
  /** At least one message is under its field. */
  placed: boolean;
  /** The messages that found no field on this form, for its general message. */
  rest: string[];
}

/** Puts each server field error under its field (focusing the first); returns what is left. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFields<T>,
): ServerErrorsOutcome {
  const fieldOf =
    typeof fields === 'function' ? fields : (key: string) => fields.find((name) => name === key);
  const rest: string[] = [];
  const placed = applyFieldErrors(error, (key, message) => {
    const field = fieldOf(key);
    if (field) setError(field, { type: 'server', message }, { shouldFocus: rest.length === 0 });
    else rest.push(message);
    return field !== undefined;
  });
  return { placed, rest };
}

/**
 * One sentence for an error, in the interface language: a domain code's own words (with the
 * values the server sent), else the server's message, else `fallback` (also when there was no
 * answer: the page's own words for what failed say more than "network error"). Generic codes
 * keep the server's message, which names the thing ("Holiday not found") where the code alone
 * could not.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0) return fallback;
  if (isDomainErrorCode(error.code)) {
    const key = errorTranslationKey(error.code);
    const params = error.params ?? {};
    // With the count, so a sentence stored only in plural forms is found.
    if (i18n.exists(key, params)) return i18n.t(key, params);
  }
  return error.message || fallback;
}
