// Who sees which figures of the service dashboard: the ticket list's visibility per role
// (building limits, technicians, contractor staff, reporters), 401/403/404, and refusals of bad
// input in the caller's language (422, never 500).
import type { TServiceDashboard } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  rulesOf,
  type Person,
  type TicketFixture,
} from './helpers/tickets.ts';

const readDashboard = { action: 'read', subject: 'dashboard' } as const;

describe('service dashboard access', () => {
  let t: TestApp;
  let f: TicketFixture;
  let contractorStaff: Person;
  let reporter: Person;

  const get = (token: string, query = '') =>
    callApi(t, 'GET', `/dashboards/service${query}`, token);
  const created = async (person: Person, query = '') => {
    const response = await get(person.token, query);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TServiceDashboard;
    return Object.fromEntries(body.tickets.map((row) => [row.kind, row.created]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    const db = t.app.db;
    contractorStaff = await createUserWithToken(db, f.org.id, {
      rules: [...rulesOf('contractor'), readDashboard],
    });
    await db
      .update(users)
      .set({ contractorId: f.contractors.company.id })
      .where(eq(users.id, contractorStaff.user.id));
    reporter = await createUserWithToken(db, f.org.id, {
      rules: [...rulesOf('reporter'), readDashboard],
    });
    const { manager, technician } = f.people;
    const ticket = (token: string, kind: 'reactive' | 'general', body: Record<string, unknown>) =>
      createTicket(t, token, kind, body);
    await ticket(manager.token, 'reactive', {
      building_id: f.buildings.north.id,
      assignee_ids: [technician.user.id],
    });
    await ticket(manager.token, 'reactive', { building_id: f.buildings.south.id });
    await ticket(manager.token, 'reactive', {
      building_id: f.buildings.south.id,
      contractor_id: f.contractors.company.id,
    });
    await ticket(manager.token, 'general', {
      building_id: f.buildings.north.id,
      team_id: f.team.id,
    });
    await ticket(manager.token, 'general', { building_id: f.buildings.south.id });
    await ticket(reporter.token, 'reactive', { building_id: f.buildings.north.id });
    await ticket(f.people.outsider.token, 'reactive', { building_id: f.buildings.foreign.id });
  });
  afterAll(() => t.close());

  it('counts every ticket of the organisation for its managers', async () => {
    expect(await created(f.people.manager)).toEqual({ reactive: 4, general: 2 });
    expect(await created(f.people.manager, '?kind=general')).toEqual({ general: 2 });
    expect(await created(f.people.manager, `?building_id=${f.buildings.south.id}`)).toEqual({
      reactive: 2,
      general: 1,
    });
  });

  it("limits a building-limited manager to their buildings' tickets", async () => {
    expect(await created(f.people.limitedManager)).toEqual({ reactive: 2, general: 1 });
    const south = await get(f.people.limitedManager.token, `?building_id=${f.buildings.south.id}`);
    expect(south.statusCode).toBe(404);
  });

  it("counts a technician's list of reactive tickets and their own general work", async () => {
    // Reactive: the list they read; general: through My Jobs, their team's ticket only.
    expect(await created(f.people.technician)).toEqual({ reactive: 4, general: 1 });
  });

  it("counts contractor staff's company work and a reporter's own reports", async () => {
    expect(await created(contractorStaff)).toEqual({ reactive: 1, general: 0 });
    expect(await created(reporter)).toEqual({ reactive: 1, general: 0 });
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/dashboards/service' });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(f.people.reporter.token)).statusCode).toBe(403);
    expect((await get(f.people.contractorStaff.token)).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's building", async () => {
    const response = await get(f.people.manager.token, `?building_id=${f.buildings.foreign.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('BUILDING_NOT_FOUND');
  });

  it('refuses bad input with a sentence in the caller’s language', async () => {
    const refused = async (query: string) => {
      const response = await get(f.people.manager.token, query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await refused('?range=custom')).toEqual({
      from: ['Choose the first day of the period'],
      to: ['Choose the last day of the period'],
    });
    expect(await refused('?range=custom&from=2025-03-10&to=2025-03-01')).toEqual({
      to: ['The last day must not be before the first'],
    });
    expect(await refused('?range=custom&from=2015-01-01&to=2025-03-01')).toEqual({
      to: ['A period is at most five years'],
    });
    expect((await refused('?range=fortnight')).range?.[0]).toMatch(/^The period is one of today/);
    expect((await refused('?building_id=not-a-uuid')).building_id).toHaveLength(1);
    expect((await refused('?from=2025-02-30')).from).toEqual(['From must be a date']);
    const nul = await get(f.people.manager.token, '?range=custom&from=2025-01-01%00&to=2025-01-02');
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
  });

  it('answers French callers in French', async () => {
    const french = await createUserWithToken(t.app.db, f.org.id, {
      rules: rulesOf('facilities_manager'),
      language: 'fr',
    });
    const response = await get(french.token, '?range=custom');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.from[0]).not.toBe('Choose the first day of the period');
    expect(response.json().errors.from[0]).not.toMatch(/dashboards\./);
  });
});
