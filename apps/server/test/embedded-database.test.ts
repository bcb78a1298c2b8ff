/**
 * The embedded database on its own thread: what Drizzle and pg-boss rely on (transactions,
 * PostgreSQL's error fields, LISTEN), reads that do not queue behind writes, and a server thread
 * that stays free while a statement runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedClient } from '../src/db/client.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/database.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(usingPostgres())('the embedded database thread', () => {
  let database: TestDatabase;
  let client: EmbeddedClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = database.handle.embedded!;
    await client.exec('create table probe (id int primary key, label text not null)');
  });
  afterAll(() => database.dispose());

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into probe values ($1, $2)', [1, 'kept']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into probe values ($1, $2)', [2, 'dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await client.query<{ id: number }>('select id from probe order by id');
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it("keeps PostgreSQL's error code and constraint, which the error handler reads", async () => {
    const failure = await client
      .query('insert into probe values ($1, $2)', [1, 'again'])
      .catch((error: unknown) => error as Error & { code?: string; constraint?: string });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
  });

  it('lets a read run between transactions instead of behind every queued one', async () => {
    const order: string[] = [];
    const slowWrite = (id: number) =>
      client.transaction(async (tx) => {
        await tx.query('insert into probe values ($1, $2)', [id, 'queued']);
        await sleep(150);
        order.push(`write ${id}`);
      });
    const writes = [slowWrite(10), slowWrite(11), slowWrite(12)];
    await sleep(30);
    const read = client.query('select count(*) from probe').then(() => order.push('read'));
    await Promise.all([...writes, read]);
    // The read waited for the transaction in progress only.
    expect(order).toEqual(['write 10', 'read', 'write 11', 'write 12']);
  });

  it('keeps the server thread free while a long statement runs', async () => {
    let longestPause = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await client.query('select count(*) from generate_series(1, 1500000)');
    const took = performance.now() - started;
    clearInterval(timer);
    expect(took).toBeGreaterThan(150);
    // On the server's own thread the timer could not have run until the statement ended.
    expect(longestPause).toBeLessThan(took / 2);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const received: string[] = [];
    const stop = await client.listen('probe_channel', (payload) => received.push(payload));
    await client.query("select pg_notify('probe_channel', 'first')");
    await expect.poll(() => received).toEqual(['first']);
    await stop();
    await client.query("select pg_notify('probe_channel', 'second')");
    await sleep(50);
    expect(received).toEqual(['first']);
  });

  it('answers "closed" once closed, which reads as the database being down', async () => {
    const other = await createTestDatabase();
    const handle = other.handle;
    await other.dispose();
    expect(handle.closed).toBe(true);
    await expect(handle.embedded!.query('select 1')).rejects.toThrow(
      'The embedded database is closed',
    );
  });
});
