/**
 * Messages of the ticket forms: client rules carry translation keys of the 'tickets'
 * namespace; server messages the contract sends for the same rules are translated too, others
 * are shown as sent.
 */
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { errorMessage } from '@/lib/form-errors.ts';

/** Contract messages (packages/contracts/src/tickets/tickets.ts) the interface translates. */
const SERVER_MESSAGE_KEYS: Record<string, string> = {
  'Title is required': 'validation.titleRequired',
  'Title is at most 200 characters': 'validation.tooLong',
  'Choose a building': 'validation.buildingRequired',
  'Choose a location': 'validation.locationInvalid',
  'Choose an asset': 'validation.assetInvalid',
  'Please enter a valid email address': 'validation.emailInvalid',
  'Please enter a valid phone number': 'validation.phoneInvalid',
  'Due date must be a date and time': 'validation.dueInvalid',
  'At most 20 assignees': 'validation.tooManyAssignees',
  'At most 50 watchers': 'validation.tooManyWatchers',
  'At most 20 tags': 'validation.tooManyTags',
  'A tag is at most 40 characters': 'validation.tagTooLong',
  'A reason is required': 'validation.reasonRequired',
};

export function translateServerMessage(t: TFunction<'tickets'>, message: string): string {
  const key = SERVER_MESSAGE_KEYS[message];
  return key ? t(key as never) : message;
}

/** Helper text for a field: its translated error, or the given hint. */
export function useFieldMessage(): (error: FieldError | undefined, hint?: string) => string {
  const { t } = useTranslation('tickets');
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
  const { t } = useTranslation('tickets');
  return useCallback(
    (error, fallback) => {
      const message = errorMessage(error, '');
      return message ? translateServerMessage(t, message) : fallback;
    },
    [t],
  );
}
