/** Password hashing: argon2id with the library's defaults (19 MiB, 2 passes), salted per hash. */
import { randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { fieldError } from './errors.ts';
import { lazyImport } from './lazy-import.ts';

// `Algorithm` is a const enum, which isolated modules cannot read at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

/**
 * The ~49,000 most common passwords of published breach lists, lower-cased; loaded the first
 * time a new password is checked (half a megabyte the start-up does not need).
 */
const commonPasswords = lazyImport(async () => {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
});

/**
 * Refuses a new password (sign-up, reset, invitation, change) found in the common-password
 * list, whatever its letter case, as a problem of the field. Signing in keeps the spec's rules.
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  if ((await commonPasswords()).has(password.toLowerCase())) {
    throw fieldError(field, 'PASSWORD_TOO_COMMON');
  }
}

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i): easy to read out and type. */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A password for seeded accounts (the demo, the large benchmark organisation): 16 characters of
 * a 31-letter alphabet, about 79 bits, in four groups of four (`k7pm-3xqa-...`) for reading.
 */
export function newReadablePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join(''),
  );
  return groups.join('-');
}
