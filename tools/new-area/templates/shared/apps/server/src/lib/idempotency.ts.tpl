/**
 * Idempotent creates (packages/contracts/src/idempotency.ts): the request's Idempotency-Key, and
 * a fingerprint of what it asked for. An area keeps both beside the record it creates (a unique
 * index on organisation and key), so a retry finds the first record and a different request
 * reusing the key is told apart from a retry.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyKey } from '@mainstay/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The request's key, or null when it has none; a malformed key (or several) answers 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  const parsed = ZIdempotencyKey.safeParse(value);
  if (!parsed.success) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return parsed.data;
}

/** JSON with object keys sorted, so the same request always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const fields = entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A digest of the (parsed) request body: equal for a retry, different for another request. */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/**
 * The record a retry should answer: the one made with this key, when the request is the same;
 * null when the key is new. The same key with another request answers 409.
 */
export function replayOf<R extends { idempotencyFingerprint: string | null }>(
  earlier: R | undefined,
  fingerprint: string,
): R | null {
  if (!earlier) return null;
  if (earlier.idempotencyFingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return earlier;
}
