/**
 * The password-reset link's token and e-mail. The guard stores them (spec section 2) and sends
 * the user to the reset page without them in the address; the page reads them back here.
 */
import { STORAGE_KEYS } from '@/lib/storage-keys.ts';

export interface ResetLink {
  token: string;
  email: string;
}

function readStored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The link's token and e-mail: from the address when present, else as the guard stored them. */
export function readResetLink(search: string): ResetLink {
  const params = new URLSearchParams(search);
  return {
    token: params.get('token') ?? readStored(STORAGE_KEYS.resetToken),
    email: params.get('email') ?? readStored(STORAGE_KEYS.resetEmail),
  };
}

export function clearResetLink(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.resetToken);
    localStorage.removeItem(STORAGE_KEYS.resetEmail);
  } catch {
    // Nothing stored.
  }
}
