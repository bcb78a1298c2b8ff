// Idempotency-Key on creating calls: a retry with the same key and body is answered with the
// first answer and creates nothing; another body is refused; concurrent requests with one key run
// once; keys are per caller and expire; a request still running makes the others wait (409 past
// the wait); a holder that died is taken over; 4xx answers are kept, a 5xx gives the key back;
// and a ticket's answer is committed in the ticket's own transaction.
import { defineEndpoint } from '@mainstay/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKeys, tickets } from '../src/db/schema/index.ts';
import { AppError } from '../src/lib/errors.ts';
import { claimKey, purgeExpiredKeys } from '../src/lib/idempotency.ts';
import { route } from '../src/lib/route.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';
import { createTicketFixture, ticketsPath, type TicketFixture } from './helpers/tickets.ts';

/** A creating call of no area, to see the generic path: counts its runs, fails on demand. */
const probeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/v1/probe-notes',
  body: z.object({ text: z.string() }),
  responses: { 201: z.object({ text: z.string(), run: z.number() }) },
  errors: [401, 404],
  access: { signedIn: true },
  tags: ['probe'],
  summary: 'A note',
});
let probeRuns = 0;
let failNext = false;
async function registerProbe(app: FastifyInstance) {
  route(app, probeEndpoint, async (request) => {
    probeRuns += 1;
    if (failNext) {
      failNext = false;
      throw new Error('The disk is full');
    }
    if (request.body.text === 'missing') throw new AppError('TICKET_NOT_FOUND');
    return { text: request.body.text, run: probeRuns };
  });
}

let t: TestApp;
let f: TicketFixture;
beforeAll(async () => {
  t = await createTestApp({ registerRoutes: registerProbe });
  f = await createTicketFixture(t);
});
afterAll(() => t.close());

function post(token: string, url: string, key: string | undefined, payload: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

const reactive = ticketsPath('reactive');

async function ticketsTitled(title: string): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(tickets).where(eq(tickets.title, title));
  return row?.n ?? 0;
}

describe('Idempotency-Key on creating calls', () => {
  it('answers a retry with the first answer, byte for byte, and creates one ticket', async () => {
    const body = { title: 'Retried leak', building_id: f.buildings.north.id };
    const { token } = f.people.manager;
    const first = await post(token, reactive, 'retry-4b1d', body);
    const again = await post(token, reactive, 'retry-4b1d', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(await ticketsTitled('Retried leak')).toBe(1);
  });

  it('refuses the key with another body (422) or on another route, and creates nothing', async () => {
    const { token } = f.people.manager;
    const body = { title: 'First use', building_id: f.buildings.north.id };
    expect((await post(token, reactive, 'reuse-77aa', body)).statusCode).toBe(201);
    const other = await post(token, reactive, 'reuse-77aa', { ...body, title: 'Second use' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request; send a new key',
    });
    const elsewhere = await post(token, ticketsPath('general'), 'reuse-77aa', body);
    expect(elsewhere.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ticketsTitled('Second use')).toBe(0);
    expect(await ticketsTitled('First use')).toBe(1);
  });

  it('runs 20 concurrent requests with one key once, answering all 20 the same', async () => {
    const body = { title: 'Hammered', building_id: f.buildings.north.id, priority: 'high' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(f.people.manager.token, reactive, 'burst-01', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const replayed = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(19);
    expect(await ticketsTitled('Hammered')).toBe(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const body = { title: 'Bad key', building_id: f.buildings.north.id };
    for (const key of ['', 'has spaces', 'x'.repeat(256), 'clé']) {
      const answer = await post(f.people.manager.token, reactive, key, body);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    expect((await post(f.people.manager.token, reactive, 'x'.repeat(255), body)).statusCode).toBe(
      201,
    );
    expect(await ticketsTitled('Bad key')).toBe(1);
  });

  it("keeps keys per caller: another user's or organisation's same key creates its own", async () => {
    const body = { title: 'Same key, other people', building_id: f.buildings.north.id };
    const mine = await post(f.people.manager.token, reactive, 'shared-key', body);
    const colleague = await post(f.people.admin.token, reactive, 'shared-key', body);
    const outsider = await post(f.people.outsider.token, reactive, 'shared-key', {
      ...body,
      building_id: f.buildings.foreign.id,
    });
    for (const answer of [mine, colleague, outsider]) {
      expect(answer.statusCode).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(new Set([mine, colleague, outsider].map((answer) => answer.json().id)).size).toBe(3);
  });

  it('forgets a key after 24 hours: the expired key creates again, and the purge removes it', async () => {
    const body = { title: 'Yesterday', building_id: f.buildings.north.id };
    const { token, user } = f.people.manager;
    expect((await post(token, reactive, 'old-key', body)).statusCode).toBe(201);
    const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, 'old-key'));
    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(mine);
    const later = await post(token, reactive, 'old-key', body);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await ticketsTitled('Yesterday')).toBe(2);

    await t.app.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(mine);
    const before = await t.app.db.select({ n: count() }).from(idempotencyKeys);
    expect(await purgeExpiredKeys(t.app.db)).toBe(1);
    const after = await t.app.db.select({ n: count() }).from(idempotencyKeys);
    expect(after[0]!.n).toBe(before[0]!.n - 1);
  });

  it("commits a ticket's answer in the ticket's own transaction", async () => {
    const body = { title: 'Atomic', building_id: f.buildings.north.id };
    const answer = await post(f.people.manager.token, reactive, 'atomic-1', body);
    // xmin is the transaction that wrote a row: the key's answer and the ticket share one.
    const [key] = await t.app.db
      .select({ body: idempotencyKeys.responseBody, xmin: sql<string>`xmin::text` })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'atomic-1'));
    const [ticket] = await t.app.db
      .select({ xmin: sql<string>`xmin::text` })
      .from(tickets)
      .where(eq(tickets.id, answer.json().id));
    expect(key?.body).toBe(answer.body);
    expect(key?.xmin).toBe(ticket?.xmin);
  });
});

describe('a key still held by another request', () => {
  const body = { title: 'Held elsewhere', building_id: '' };
  let quick: TestApp;
  beforeAll(async () => {
    quick = await createTestApp({ database: t.database, idempotencyWaitMs: 200 });
    body.building_id = f.buildings.north.id;
  });
  afterAll(() => quick.close());

  it('answers 409 with Retry-After after the wait, and is taken over once its holder is gone', async () => {
    const { token, user } = f.people.manager;
    // The request's fingerprint as the server takes it, from a first call with another key.
    expect((await post(token, reactive, 'held-0', body)).statusCode).toBe(201);
    const [seen] = await t.app.db
      .select({ fingerprint: idempotencyKeys.fingerprint })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'held-0'));
    // A request that took the key and is still running (or died running).
    const held = await claimKey(t.app.db, {
      organisationId: f.org.id,
      userId: user.id,
      key: 'held-1',
      method: 'POST',
      path: reactive,
      fingerprint: seen!.fingerprint,
    });
    expect(held.kind).toBe('claimed');
    const waiting = await quick.app.inject({
      method: 'POST',
      url: reactive,
      headers: { ...bearer(token), 'idempotency-key': 'held-1' },
      payload: body,
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    expect(waiting.headers['retry-after']).toBe('1');
    expect(await ticketsTitled('Held elsewhere')).toBe(1);

    await t.app.db
      .update(idempotencyKeys)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, 'held-1'));
    const takenOver = await post(token, reactive, 'held-1', body);
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
    const replay = await post(token, reactive, 'held-1', body);
    expect(replay.body).toBe(takenOver.body);
    expect(await ticketsTitled('Held elsewhere')).toBe(2);
  });
});

describe('answers that are kept and answers that give the key back', () => {
  const url = '/api/v1/probe-notes';

  it('keeps a 4xx answer and replays it without running again', async () => {
    const { token } = f.people.manager;
    const first = await post(token, url, 'probe-404', { text: 'missing' });
    const runs = probeRuns;
    const again = await post(token, url, 'probe-404', { text: 'missing' });
    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(probeRuns).toBe(runs);
  });

  it('gives the key back after a 5xx, so the retry runs and its answer is kept', async () => {
    const { token } = f.people.manager;
    failNext = true;
    const failed = await post(token, url, 'probe-500', { text: 'note' });
    expect(failed.statusCode).toBe(500);
    const retried = await post(token, url, 'probe-500', { text: 'note' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replay = await post(token, url, 'probe-500', { text: 'note' });
    expect(replay.json()).toEqual(retried.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('works as before without a key: each call runs', async () => {
    const { token } = f.people.manager;
    const runs = probeRuns;
    await post(token, url, undefined, { text: 'plain' });
    await post(token, url, undefined, { text: 'plain' });
    expect(probeRuns).toBe(runs + 2);
  });
});

describe('the OpenAPI document', () => {
  it('shows the Idempotency-Key header on creating operations only', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const headerOf = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).find(
        (parameter: { in: string; name: string }) =>
          parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
    expect(headerOf('/api/v1/reactive-tickets', 'post')).toMatchObject({ required: false });
    expect(headerOf('/api/v1/buildings', 'post')).toBeDefined();
    expect(headerOf('/api/v1/reactive-tickets', 'get')).toBeUndefined();
    expect(headerOf('/api/v1/reactive-tickets/{id}/files', 'post')).toBeUndefined();
    expect(headerOf('/api/v1/auth/login', 'post')).toBeUndefined();
    expect(document.paths['/api/v1/reactive-tickets'].post.responses['409']).toBeDefined();
  });
});
