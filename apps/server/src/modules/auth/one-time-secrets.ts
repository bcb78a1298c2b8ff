/**
 * The one-time secrets of the auth flows: 6-digit e-mail codes and long random link tokens.
 * Only their sha256 is stored (a link token has 256 bits, so a fast hash is enough; a code is
 * hashed with its user id, and guessing is capped by the tries limit and the expiry).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hashToken } from './access-tokens.ts';

export { hashToken } from './access-tokens.ts';

export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newVerificationCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashVerificationCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const hashLinkToken = hashToken;
