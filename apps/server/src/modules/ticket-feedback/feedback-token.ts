/**
 * The signed links of the reporter loop (lib/signed-link.ts, with a secret of their own). The
 * payload names the ticket, its organisation, the completion it was made for (completed_at, ms)
 * and an expiry, so a link stops working when it expires or once the ticket is reopened (its
 * completed_at changes).
 */
import type { TDomainErrorCode } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { readLinkToken, signedLinkSecret, signLinkToken } from '../../lib/signed-link.ts';

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

/** The signing secret, created on first use. `cacheKey` is the app's database handle. */
export function feedbackSecret(executor: Executor, cacheKey: object): Promise<Buffer> {
  return signedLinkSecret(executor, SECRET_KEY, cacheKey);
}

export function feedbackLinkExpiry(completedAt: Date, reopenWindowDays: number): number {
  return completedAt.getTime() + Math.max(FEEDBACK_LINK_DAYS, reopenWindowDays) * DAY_MS;
}

export function signFeedbackToken(secret: Buffer, payload: FeedbackTokenPayload): string {
  return signLinkToken(secret, {
    t: payload.ticketId,
    o: payload.organisationId,
    c: payload.completedAt,
    e: payload.expiresAt,
  });
}

/** The payload of a genuine, unexpired token: 400 when tampered with, 410 when expired. */
export function verifyFeedbackToken(
  secret: Buffer,
  token: string,
  now: Date,
): FeedbackTokenPayload {
  const { t, o, c, e } = readLinkToken(secret, token);
  if (typeof t !== 'string' || typeof o !== 'string') throw new AppError(LINK_NOT_VALID);
  if (typeof c !== 'number' || typeof e !== 'number') throw new AppError(LINK_NOT_VALID);
  if (e <= now.getTime()) throw new AppError(LINK_EXPIRED);
  return { ticketId: t, organisationId: o, completedAt: c, expiresAt: e };
}
