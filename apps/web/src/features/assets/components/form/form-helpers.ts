/**
 * Shared by the asset forms: client messages are translation keys of the 'assets' namespace;
 * server messages the product knows (ASSET_MESSAGES) are translated too, others shown as sent;
 * lib/form-errors puts field errors on their fields.
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ASSET_MESSAGES } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(ASSET_MESSAGES).map(([key, message]) => [message, key]),
);

/** A server message in the reader's language when it is one of ours. */
export function translateServerMessage(t: TFunction<'assets'>, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`server.${key}` as never) : message;
}

/** Helper text for a field: its translated error, or the given hint. */
export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('assets');
  return useCallback(
    (error, hint = ' ') => {
      if (!error?.message) return hint;
      return error.type === 'server'
        ? translateServerMessage(t, error.message)
        : t(error.message as never);
    },
    [t],
  );
}

/** The server's message (translated when it is ours), else the given fallback. */
export function useServerMessage(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation('assets');
  return useCallback(
    (error, fallback) => {
      const message = errorMessage(error, '');
      return message ? translateServerMessage(t, message) : fallback;
    },
    [t],
  );
}
