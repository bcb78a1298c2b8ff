/**
 * The helper text of a form's fields: a client rule's message is a translation key of the form's
 * namespaces; a server message is shown as sent, or as `translateServer` words it (the messages
 * of the contract the interface translates). No error: the hint, or a space so nothing jumps.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/form-errors.ts';
import type { FieldMessage } from './bound-text-field.tsx';

export type TranslateServerMessage = (t: TFunction, message: string) => string;

export function useFieldMessageIn(
  namespaces: string | readonly string[],
  translateServer?: TranslateServerMessage,
): FieldMessage {
  const { t } = useTranslation(namespaces);
  return useCallback(
    (error, hint = ' ') => {
      if (!error?.message) return hint;
      if (error.type !== 'server') return t(error.message);
      return translateServer ? translateServer(t, error.message) : error.message;
    },
    [t, translateServer],
  );
}

/** A failure's sentence (`errorMessage`), worded by `translateServer` when it is the server's. */
export function useErrorMessageIn(
  namespaces: string | readonly string[],
  translateServer: TranslateServerMessage,
): (error: unknown, fallback: string) => string {
  const { t } = useTranslation(namespaces);
  return useCallback(
    (error, fallback) => {
      const message = errorMessage(error, '');
      return message ? translateServer(t, message) : fallback;
    },
    [t, translateServer],
  );
}
