/**
 * Shared by the asset forms: client messages are translation keys of the 'assets' namespace;
 * server messages the product knows (ASSET_MESSAGES) are translated too, others shown as sent;
 * lib/form-errors puts field errors on their fields.
 */
import type { TFunction } from 'i18next';
import { ASSET_MESSAGES } from '@mainstay/contracts';
import {
  useErrorMessageIn,
  useFieldMessageIn,
  type FieldMessage,
} from '@/components/form/index.ts';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(ASSET_MESSAGES).map(([key, message]) => [message, key]),
);

/** A server message in the reader's language when it is one of ours. */
export function translateServerMessage(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`server.${key}` as never) : message;
}

/** Helper text for a field: its translated error, or the given hint. */
export const useFieldMessage = (): FieldMessage =>
  useFieldMessageIn('assets', translateServerMessage);

/** The server's message (translated when it is ours), else the given fallback. */
export const useServerMessage = () => useErrorMessageIn('assets', translateServerMessage);
