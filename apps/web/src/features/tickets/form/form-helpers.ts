/**
 * Messages of the ticket forms: client rules carry translation keys of the 'tickets'
 * namespace; server messages the contract sends for the same rules are translated too, others
 * are shown as sent.
 */
import type { TFunction } from 'i18next';
import {
  useErrorMessageIn,
  useFieldMessageIn,
  type FieldMessage,
} from '@/components/form/index.ts';

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

export function translateServerMessage(t: TFunction, message: string): string {
  const key = SERVER_MESSAGE_KEYS[message];
  return key ? t(key as never) : message;
}

/** Helper text for a field: its translated error, or the given hint. */
export const useFieldMessage = (): FieldMessage =>
  useFieldMessageIn('tickets', translateServerMessage);

/** The server's message (translated when it is ours), else the given fallback. */
export const useServerMessage = () => useErrorMessageIn('tickets', translateServerMessage);
