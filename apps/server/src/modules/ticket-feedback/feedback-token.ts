/**
 * The signed links of the reporter loop. A token is base64url(JSON payload) + "." + base64url(
 * HMAC-SHA256) with a secret kept in instance_settings (made on first use). The payload names the
 * ticket, its organisation, the completion it was made for (completed_at, ms) and an expiry, so
 * a link stops working when it expires or once the ticket is reopened (its completed_at changes).
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instanceSettings } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

const SECRET_KEY = 'ticket_feedback_link_secret';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Links live at least this long, or as long as the reopen window when that is longer. */
export const FEEDBACK_LINK_DAYS = 30;

export const LINK_NOT_VALID = 'LINK_INVALID' satisfies TDomainErrorCode;
export const LINK_EXPIRED = 'LINK_EXPIRED' satisfies TDomainErrorCode;
export const LINK_USED = 'LINK_USED' satisfies TDomainErrorCode;

export interface FeedbackTokenPayload {
  ticketId: string;
  organisationId: string;
  /** The ticket's completed_at the link was made for, epoch ms. */
  completedAt: number;
  /** Epoch ms. */
  expiresAt: number;
}

// Per database (tests open several); the secret never changes once stored.
const secrets = new WeakMap<object, Buffer>();

/** The signing secret, created on first use. `cacheKey` is the app's database handle. */
export async function feedbackSecret(executor: Executor, cacheKey: object): Promise<Buffer> {
  const cached = secrets.get(cacheKey);
  if (cached) return cached;
  await executor
    .insert(instanceSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await executor
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, SECRET_KEY));
  if (!row) throw new Error('The feedback link secret could not be stored');
  const secret = Buffer.from(row.value, 'base64url');
  secrets.set(cacheKey, secret);
  return secret;
}

export function feedbackLinkExpiry(completedAt: Date, reopenWindowDays: number): number {
  return completedAt.getTime() + Math.max(FEEDBACK_LINK_DAYS, reopenWindowDays) * DAY_MS;
}

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

export function signFeedbackToken(secret: Buffer, payload: FeedbackTokenPayload): string {
  const body = Buffer.from(
    JSON.stringify({
      t: payload.ticketId,
      o: payload.organisationId,
      c: payload.completedAt,
      e: payload.expiresAt,
    }),
  ).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

function parsePayload(body: string): FeedbackTokenPayload | null {
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { t, o, c, e } = value;
    if (typeof t !== 'string' || typeof o !== 'string') return null;
    if (typeof c !== 'number' || typeof e !== 'number') return null;
    return { ticketId: t, organisationId: o, completedAt: c, expiresAt: e };
  } catch {
    return null;
  }
}

/** The payload of a genuine, unexpired token: 400 when tampered with, 410 when expired. */
export function verifyFeedbackToken(
  secret: Buffer,
  token: string,
  now: Date,
): FeedbackTokenPayload {
  const [body = '', signature = '', ...rest] = token.split('.');
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (rest.length > 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError(LINK_NOT_VALID);
  }
  const payload = parsePayload(body);
  if (!payload) throw new AppError(LINK_NOT_VALID);
  if (payload.expiresAt <= now.getTime()) throw new AppError(LINK_EXPIRED);
  return payload;
}
