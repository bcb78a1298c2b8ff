/**
 * The Idempotency-Key header of creating operations (IETF draft "The Idempotency-Key HTTP Header
 * Field"). A client that retries a create (after a timeout, a dropped connection or a 5xx) sends
 * the same key again, and the server answers what the first request answered, with
 * `Idempotent-Replayed: true`, instead of creating a second record. The key is the client's
 * choice (a UUID); it is kept per caller for 24 hours. The same key with another request answers
 * 422 IDEMPOTENCY_KEY_REUSED, a request while the first with the key is still running waits for
 * its answer (409 IDEMPOTENCY_KEY_IN_PROGRESS if that takes too long), a malformed key 400
 * IDEMPOTENCY_KEY_INVALID. The server side is apps/server/src/plugins/idempotency.ts.
 *
 * No zod here: the web client reads this on every creating call, without loading schemas.
 */
import {
  isMultipart,
  successOf,
  type EndpointDefinition,
  type ErrorStatus,
} from './endpoints/define.ts';

/** The request header's name, as Node.js hands it (lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The answer header that tells a replayed answer from the first one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_KEY_MAX = 255;

/** Visible ASCII characters, no spaces: a UUID, a ULID or any token of the client's own. */
export const IDEMPOTENCY_KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`);

/** How long the server remembers a key and its answer. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;

/** The OpenAPI description of the header on the operations that take it. */
export const IDEMPOTENCY_KEY_DESCRIPTION =
  'Makes retries safe (1 to 255 visible characters, e.g. a UUID). A repeat with the same key and request within 24 hours answers what the first request answered, with `Idempotent-Replayed: true`, without doing the work again; while the first is still running, a repeat waits for its answer (409 IDEMPOTENCY_KEY_IN_PROGRESS after 10 seconds). The same key with another request answers 422 IDEMPOTENCY_KEY_REUSED, a malformed key 400 IDEMPOTENCY_KEY_INVALID.';

/**
 * Whether an operation takes the header. By default every creating operation: POST answering 201
 * with a JSON body, behind sign-in. Uploads are left out (the file would have to be held to tell
 * a retry from another request) and so are public calls (they have no caller to keep the key
 * for); an entry may decide otherwise with `idempotent`.
 */
export function isIdempotentCreate(endpoint: EndpointDefinition): boolean {
  if (endpoint.idempotent !== undefined) return endpoint.idempotent;
  return (
    endpoint.method === 'POST' &&
    successOf(endpoint).status === 201 &&
    !isMultipart(endpoint.body) &&
    !('public' in endpoint.access)
  );
}

/**
 * The error statuses an operation documents: its entry's, and for one taking an Idempotency-Key
 * a malformed key (400), a key still in use (409) and a key reused for another request (422).
 */
export function operationErrors(endpoint: EndpointDefinition): readonly ErrorStatus[] {
  if (!isIdempotentCreate(endpoint)) return endpoint.errors;
  return [...new Set<ErrorStatus>([...endpoint.errors, 400, 409, 422])];
}

/**
 * JSON with object keys sorted and undefined fields left out, so the same request always reads
 * the same (the server's fingerprint, the web client's key per submitted values).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const fields = entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
