// The signed links mailed to people who do not sign in (lib/signed-link.ts): a token reads back
// as its payload, in the format links already in people's mailboxes have; any change to it, a
// part too many, another kind's secret or a body that is not an object is refused with 400
// LINK_INVALID; each kind's secret is made once, kept in the database and shared by servers.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { instanceSettings } from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/errors.ts';
import { readLinkToken, signedLinkSecret, signLinkToken } from '../src/lib/signed-link.ts';
import { signUnsubscribeToken } from '../src/modules/reports/report-unsubscribe.ts';
import { signFeedbackToken } from '../src/modules/ticket-feedback/feedback-token.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

const SECRET = Buffer.alloc(32, 7);
const OTHER = Buffer.alloc(32, 8);

/** What readLinkToken threw, as its code; null when it did not throw. */
function refusal(secret: Buffer, token: string): string | null {
  try {
    readLinkToken(secret, token);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** A token made by hand the way the links were made before the helper existed. */
function legacyToken(secret: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('signed link tokens', () => {
  it('reads a token back as its payload, in the format of the links already mailed', () => {
    const payload = { s: 'schedule', o: 'organisation', u: 'user' };
    const token = signLinkToken(SECRET, payload);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(token).toBe(legacyToken(SECRET, payload));
    expect(readLinkToken(SECRET, token)).toEqual(payload);
    expect(readLinkToken(SECRET, legacyToken(SECRET, { t: 'x', c: 1 }))).toEqual({ t: 'x', c: 1 });
  });

  it('keeps the tokens of both kinds of link as they were', () => {
    const ids = {
      scheduleId: '11111111-1111-4111-8111-111111111111',
      organisationId: '22222222-2222-4222-8222-222222222222',
      userId: '33333333-3333-4333-8333-333333333333',
    };
    expect(signUnsubscribeToken(SECRET, ids)).toBe(
      legacyToken(SECRET, { s: ids.scheduleId, o: ids.organisationId, u: ids.userId }),
    );
    const feedback = {
      ticketId: ids.scheduleId,
      organisationId: ids.organisationId,
      completedAt: 1_700_000_000_000,
      expiresAt: 1_800_000_000_000,
    };
    expect(signFeedbackToken(SECRET, feedback)).toBe(
      legacyToken(SECRET, { t: feedback.ticketId, o: ids.organisationId, c: 1.7e12, e: 1.8e12 }),
    );
  });

  it('refuses a changed, cut, lengthened or foreign token with LINK_INVALID', () => {
    const token = signLinkToken(SECRET, { u: 'someone' });
    const [body = '', signature = ''] = token.split('.');
    const changedBody = signLinkToken(SECRET, { u: 'someone else' }).split('.')[0];
    for (const bad of [
      `${body}.${signature.slice(0, -2)}xy`,
      `${changedBody}.${signature}`,
      body,
      `${body}.`,
      '',
      `${token}.extra`,
      'not a token at all',
    ]) {
      expect(refusal(SECRET, bad), bad).toBe('LINK_INVALID');
    }
    expect(refusal(OTHER, token)).toBe('LINK_INVALID');
  });

  it('refuses a genuine signature over a body that is not a JSON object', () => {
    for (const text of ['not json', '42', 'null', '["a"]']) {
      const body = Buffer.from(text).toString('base64url');
      const signature = createHmac('sha256', SECRET).update(body).digest('base64url');
      expect(refusal(SECRET, `${body}.${signature}`), text).toBe('LINK_INVALID');
    }
  });
});

describe('signed link secrets', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database.dispose());

  it('makes one secret per kind on first use and keeps it', async () => {
    const first = await signedLinkSecret(db, 'test_link_secret', db);
    expect(first).toHaveLength(32);
    expect(await signedLinkSecret(db, 'test_link_secret', db)).toBe(first);
    const other = await signedLinkSecret(db, 'other_test_link_secret', db);
    expect(other.equals(first)).toBe(false);
    // Another server (another cache) reads the stored one, also inside a transaction.
    const elsewhere = await db.transaction((tx) => signedLinkSecret(tx, 'test_link_secret', {}));
    expect(elsewhere.equals(first)).toBe(true);
    const rows = await db
      .select()
      .from(instanceSettings)
      .where(eq(instanceSettings.key, 'test_link_secret'));
    expect(rows).toHaveLength(1);
  });
});
