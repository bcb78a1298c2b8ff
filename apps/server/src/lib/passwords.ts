/** Password hashing: argon2id with the library's defaults (19 MiB, 2 passes), salted per hash. */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
