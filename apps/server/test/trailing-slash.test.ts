/**
 * One rule for every route: a trailing slash names the same route (`/api/v1/buildings/` is
 * `/api/v1/buildings`), as it did before routes came from the endpoint table. Checked on every
 * entry of the table for a caller without a token, and end to end on the ticket list and create
 * paths that used to answer 404.
 */
import { randomUUID } from 'node:crypto';
import { allEndpoints } from '@mainstay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';
import { createTicketFixture, ticketsPath, type TicketFixture } from './helpers/tickets.ts';

const API_BASE = testConfig().apiBase;

describe('a trailing slash', () => {
  let t: TestApp;
  let f: TicketFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
  });
  afterAll(() => t.close());

  it('reaches the same route as the path without it, on every entry of the table', async () => {
    const differing: string[] = [];
    for (const endpoint of allEndpoints()) {
      const url = API_BASE + endpoint.path.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());
      const plain = await t.app.inject({ method: endpoint.method, url });
      const slashed = await t.app.inject({ method: endpoint.method, url: `${url}/` });
      const unrouted = slashed.body.includes('No API route');
      if (unrouted || slashed.statusCode !== plain.statusCode) {
        differing.push(`${endpoint.method} ${endpoint.path}/: ${slashed.statusCode}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('lists and creates tickets at /api/v1/reactive-tickets/', async () => {
    const { manager } = f.people;
    const created = await t.app.inject({
      method: 'POST',
      url: `${ticketsPath('reactive')}/`,
      headers: bearer(manager.token),
      payload: { title: 'Door sticks', building_id: f.buildings.north.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `${ticketsPath('reactive')}/`,
      headers: bearer(manager.token),
    });
    expect(list.statusCode).toBe(200);
    const titles = (list.json() as { data: { title: string }[] }).data.map((row) => row.title);
    expect(titles).toContain('Door sticks');
    const general = await t.app.inject({
      method: 'GET',
      url: `${ticketsPath('general')}/`,
      headers: bearer(manager.token),
    });
    expect(general.statusCode).toBe(200);
  });

  it('still answers a path the API does not have with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}/v1/no-such-list/` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
