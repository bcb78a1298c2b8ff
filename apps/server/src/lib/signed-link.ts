/**
 * Tokens of the links mailed to people who do not sign in to use them (the reporter's feedback
 * and reopen links, a scheduled report's unsubscribe link). A token is base64url(JSON payload)
 * + "." + base64url(HMAC-SHA256 of that text), with one secret per kind of link kept in
 * instance_settings, made on first use: a link stays valid across restarts and servers, and a
 * link of one kind is never accepted as another. What the payload holds, and when it expires,
 * is the caller's business; this file only signs and checks.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { instanceSettings } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

// Per database handle (tests open several) and kind; a secret never changes once stored.
const secrets = new WeakMap<object, Map<string, Buffer>>();

/**
 * The secret of one kind of link (`key` in instance_settings), created on first use. `cacheKey`
 * is the app's database handle: `executor` may be a transaction, which lives too short to key
 * the cache.
 */
export async function signedLinkSecret(
  executor: Executor,
  key: string,
  cacheKey: object,
): Promise<Buffer> {
  const known = secrets.get(cacheKey)?.get(key);
  if (known) return known;
  await executor
    .insert(instanceSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, key));
  if (!row) throw new Error(`The link secret ${key} could not be stored`);
  const secret = Buffer.from(row.value, 'base64url');
  const kinds = secrets.get(cacheKey) ?? new Map<string, Buffer>();
  kinds.set(key, secret);
  secrets.set(cacheKey, kinds);
  return secret;
}

const signatureOf = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** A token carrying `payload` (kept short: it goes in a URL). */
export function signLinkToken(secret: Buffer, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signatureOf(secret, body)}`;
}

/**
 * The payload of a token signed with `secret`; 400 LINK_INVALID for anything else (no
 * signature, a changed body or signature, a part too many, a body that is not a JSON object).
 * The caller checks the payload's fields, and refuses with LINK_INVALID too when they are wrong.
 */
export function readLinkToken(secret: Buffer, token: string): Record<string, unknown> {
  const [body = '', signature = '', ...rest] = token.split('.');
  const expected = Buffer.from(signatureOf(secret, body));
  const given = Buffer.from(signature);
  if (rest.length > 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('LINK_INVALID');
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    // Signed by this secret but not JSON: not a token this server made.
    throw new AppError('LINK_INVALID');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('LINK_INVALID');
  }
  return value as Record<string, unknown>;
}
