/** Helpers for the auth tests: relaxed rate limits, and reading codes and links from the outbox. */
import { vi } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { SIGN_UP_WINDOW_MS } from '../../src/modules/auth/registration.service.ts';
import { issueSignUpSecret } from '../../src/modules/auth/sign-up-secrets.ts';
import {
  AUTH_RATE_LIMITED_ROUTES,
  type AuthRateLimits,
  type RouteLimits,
} from '../../src/plugins/rate-limit.ts';
import type { TestApp } from './app.ts';
import { readOutbox } from './mail.ts';

const relaxed: RouteLimits = {
  perAddress: { max: 10_000, windowMs: 60_000 },
  perAccount: { max: 10_000, windowMs: 60_000 },
};

/** Limits no test reaches unless it means to. */
export const RELAXED_LIMITS = Object.fromEntries(
  AUTH_RATE_LIMITED_ROUTES.map((route) => [route, relaxed]),
) as AuthRateLimits;

/** Waits for the newest message to an address (some are sent after the response). */
export async function latestMail(db: Database, to: string, template?: string) {
  return vi.waitFor(
    async () => {
      const rows = await readOutbox(db, { to });
      const row = rows.find((candidate) => !template || candidate.template === template);
      if (!row) throw new Error(`No ${template ?? ''} mail to ${to} yet`);
      return row;
    },
    { timeout: 5_000, interval: 25 },
  );
}

export async function verificationCodeFor(db: Database, to: string): Promise<string> {
  const mail = await latestMail(db, to, 'verify-email');
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

/** The first link to `path` in the newest mail of that template. */
export async function linkIn(db: Database, to: string, template: string, path: string) {
  const mail = await latestMail(db, to, template);
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?[^\\s"<>]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}

/** A sign-up secret for a user made by a fixture (as register would give), valid for a day. */
export function signUpSecretFor(db: Database, userId: string): Promise<string> {
  return issueSignUpSecret(db, userId, new Date(Date.now() + SIGN_UP_WINDOW_MS));
}

export const post = (t: TestApp, url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload: payload as object, headers });

/**
 * Registers, verifies and enters company details; returns the user id, the sign-up secret (for
 * the payment) and a signed-in token.
 */
export async function signUp(t: TestApp, email: string, company = 'Harbour Estates') {
  const password = 'a-long-password-1';
  const registered = await post(t, 'register', { username: 'Harriet', email, password });
  if (registered.statusCode !== 200) throw new Error(registered.body);
  const { user_id: userId, sign_up_secret: secret } = registered.json<{
    user_id: string;
    sign_up_secret: string;
  }>();
  const code = await verificationCodeFor(t.app.db, email);
  await post(t, 'verify-email', { user_id: userId, sign_up_secret: secret, code });
  const details = await post(t, 'company-details', {
    user_id: userId,
    sign_up_secret: secret,
    company_name: company,
    country: 'GB',
    total_users: '1-10',
    industry: 'facilities_management',
  });
  if (details.statusCode !== 200) throw new Error(details.body);
  const login = await post(t, 'login', { email, password, device_name: 'vitest', remember: false });
  const { token } = login.json<{ token: string }>();
  return { userId, secret, token, password };
}
