/**
 * The Idempotency-Key header of create operations. A client that retries a create (after a
 * timeout or a dropped connection) sends the same key again, and the server answers with the
 * record the first request made instead of making a second one. The key is the client's choice
 * (a UUID is a good one) and is kept per organisation with the record; the same key with a
 * different request is refused (IDEMPOTENCY_KEY_REUSED), a malformed one too
 * (IDEMPOTENCY_KEY_INVALID). The server reads it in apps/server/src/lib/idempotency.ts.
 */
import { z } from 'zod';

/** The header's name, as Node.js hands it (lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IDEMPOTENCY_KEY_MAX = 255;

/** Visible ASCII characters, no spaces: a UUID, a ULID or any token of the client's own. */
export const ZIdempotencyKey = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX}}$`));

/** The OpenAPI description of a create operation that takes the header. */
export const IDEMPOTENT_CREATE_DESCRIPTION =
  'Send an `Idempotency-Key` header (1 to 255 visible characters, e.g. a UUID) to make retries safe: a repeat with the same key and body answers the record the first request made; the same key with another body answers 409 IDEMPOTENCY_KEY_REUSED, a malformed key 400 IDEMPOTENCY_KEY_INVALID.';
