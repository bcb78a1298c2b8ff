/**
 * The Idempotency-Key of each creating call (docs/api.md, "Idempotency-Key"). A submission gets a
 * key, kept while its outcome is unknown (no answer, a 5xx, a 401 before it ran, a 429, or the
 * first request with the key still running), so pressing Save again sends the same key and the
 * server answers the first result instead of creating twice. The key is renewed once an answer
 * is final (a success or a refusal), and whenever the submitted values change.
 */
import { canonicalJson } from '@mainstay/contracts/idempotency';

/** Well inside the server's 24 hours: an older key would only be forgotten there anyway. */
const KEY_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Submissions whose outcome is unknown, remembered at most (the oldest go first). */
const MAX_PENDING = 50;

const pending = new Map<string, { key: string; since: number }>();

/** A random UUID (v4), also where `crypto.randomUUID` is missing (plain HTTP on a network). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What one submission is: the call and its values, however their keys are ordered. */
export function submissionOf(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${canonicalJson(body ?? null)}`;
}

/** The key of a submission: the one still pending for the same values, or a new one. */
export function idempotencyKeyFor(submission: string, now = Date.now()): string {
  const known = pending.get(submission);
  if (known && now - known.since < KEY_LIFETIME_MS) return known.key;
  const key = newIdempotencyKey();
  pending.delete(submission);
  pending.set(submission, { key, since: now });
  while (pending.size > MAX_PENDING) {
    const oldest = pending.keys().next().value;
    if (oldest === undefined) break;
    pending.delete(oldest);
  }
  return key;
}

/**
 * Whether an answer is final for the submission (its key is done with): a success, or a refusal
 * the same request would get again. Unknown outcomes keep the key for the retry.
 */
export function isFinalAnswer(status: number, code?: string): boolean {
  if (status >= 200 && status < 300) return true;
  if (status === 0 || status >= 500 || [401, 408, 429].includes(status)) return false;
  return code !== 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

/** Forgets a submission's key once its answer is final: the next submission gets a new one. */
export function settleIdempotencyKey(submission: string): void {
  pending.delete(submission);
}
