// The ticket list on a large organisation: the total is exact up to 10,000 matches and an
// estimate (never below the exact part) beyond, and pages stay ordered.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { callApi, createTicketFixture, type TicketFixture } from './helpers/tickets.ts';

describe('ticket list volume', () => {
  let t: TestApp;
  let f: TicketFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    await t.app.db.execute(sql`
      insert into tickets (organisation_id, kind, seq, number, title, building_id, priority, created_at)
      select ${f.org.id}, 'reactive', n, 'RT-' || lpad(n::text, 6, '0'), 'Bulk fault ' || n,
        ${f.buildings.north.id}, (array['critical','high','medium','low'])[1 + n % 4]::ticket_priority,
        now() - n * interval '1 minute'
      from generate_series(1, 10050) as n`);
    await t.app.db.execute(sql`analyze tickets`);
  });
  afterAll(() => t.close());

  it('counts exactly up to the limit and estimates beyond it', async () => {
    const all = await callApi(t, 'GET', '/reactive-tickets?per_page=5', f.people.manager.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(10_000);
    expect(all.json().data.map((item: { number: string }) => item.number)).toEqual([
      'RT-000001',
      'RT-000002',
      'RT-000003',
      'RT-000004',
      'RT-000005',
    ]);
    const critical = await callApi(
      t,
      'GET',
      '/reactive-tickets?priority=critical&per_page=5',
      f.people.manager.token,
    );
    expect(critical.json().total).toBe(2512);
    const found = await callApi(
      t,
      'GET',
      '/reactive-tickets?search=RT-010050',
      f.people.manager.token,
    );
    expect(found.json().data.map((item: { title: string }) => item.title)).toEqual([
      'Bulk fault 10050',
    ]);
  });
});
