// The ticket list and its export: every filter, search (numbers found whole), sorting, paging,
// the SLA state filter and sort, the CSV contents, and contract validation of the query.
import type { TTicketListItem } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  moveTicket,
  type TicketFixture,
} from './helpers/tickets.ts';

describe('ticket list', () => {
  let t: TestApp;
  let f: TicketFixture;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    token = f.people.manager.token;
    const made = async (name: string, body: Record<string, unknown>) => {
      ids[name] = (await createTicket(t, token, 'reactive', { title: name, ...body })).id;
    };
    await made('Chiller alarm', {
      building_id: f.buildings.north.id,
      location_id: f.locations.room,
      asset_id: f.assets.north.id,
      priority: 'critical',
      assignee_ids: [f.people.technician.user.id],
      tags: ['Cooling'],
      due_at: '2026-06-10T09:00:00.000Z',
    });
    await made('Broken door', {
      building_id: f.buildings.north.id,
      location_id: f.locations.floor,
      priority: 'low',
      team_id: f.team.id,
      reporter_user_id: f.people.reporter.user.id,
    });
    await made('Dripping tap', {
      building_id: f.buildings.south.id,
      contractor_id: f.contractors.company.id,
      description: 'In the staff kitchen',
    });
    await made('Flickering light', { building_id: f.buildings.south.id, priority: 'high' });
    await createTicket(t, token, 'general', {
      title: 'Move desks',
      building_id: f.buildings.north.id,
    });
    // Deadlines set directly: one overdue, one in the future, so the SLA filter and sort have data.
    const hour = 3_600_000;
    await t.app.db
      .update(tickets)
      .set({ resolutionDueAt: new Date(Date.now() - hour) })
      .where(eq(tickets.id, ids['Broken door']!));
    await t.app.db
      .update(tickets)
      .set({ resolutionDueAt: new Date(Date.now() + 10 * hour) })
      .where(eq(tickets.id, ids['Chiller alarm']!));
    await t.app.db
      .update(tickets)
      .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
      .where(eq(tickets.id, ids['Flickering light']!));
  });
  afterAll(() => t.close());

  const list = async (query = '', as = token) => {
    const response = await callApi(t, 'GET', `/reactive-tickets?${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: TTicketListItem[]; total: number };
  };
  const titles = async (query = '', as = token) =>
    (await list(query, as)).data.map((item) => item.title);

  it('lists the kind only, newest first, with the names each row shows', async () => {
    const page = await list();
    expect(page.total).toBe(4);
    expect(page.data.map((item) => item.title)).toEqual([
      'Dripping tap',
      'Broken door',
      'Chiller alarm',
      'Flickering light',
    ]);
    expect(page.data[2]).toMatchObject({
      number: 'RT-000001',
      kind: 'reactive',
      building: { name: 'North Tower' },
      location: { name: 'Room 101' },
      asset: { code: 'AST-1' },
      assignees: [{ id: f.people.technician.user.id }],
      tags: ['cooling'],
      sla: { state: 'on_track' },
    });
    expect(page.data[1]).toMatchObject({ team: { name: 'HVAC crew' }, sla: { state: 'breached' } });
    expect(page.data[0]!.contractor).toEqual({
      id: f.contractors.company.id,
      name: 'Arctic Air',
    });
  });

  it('filters by every field of the contract', async () => {
    expect(await titles('priority=critical,low&sort=title')).toEqual([
      'Broken door',
      'Chiller alarm',
    ]);
    expect(await titles(`building_id=${f.buildings.south.id}&sort=title`)).toEqual([
      'Dripping tap',
      'Flickering light',
    ]);
    // The floor includes the room under it.
    expect(await titles(`location_id=${f.locations.floor}&sort=title`)).toEqual([
      'Broken door',
      'Chiller alarm',
    ]);
    expect(await titles(`location_id=${f.locations.room}`)).toEqual(['Chiller alarm']);
    expect(await titles(`asset_id=${f.assets.north.id}`)).toEqual(['Chiller alarm']);
    expect(await titles(`team_id=${f.team.id}`)).toEqual(['Broken door']);
    expect(await titles(`contractor_id=${f.contractors.company.id}`)).toEqual(['Dripping tap']);
    expect(await titles(`assignee_id=${f.people.technician.user.id}`)).toEqual(['Chiller alarm']);
    expect(await titles('assignee_id=none')).toEqual(['Flickering light']);
    expect(await titles('assignee_id=me', f.people.technician.token)).toEqual(['Chiller alarm']);
    expect(await titles(`reporter_id=${f.people.reporter.user.id}`)).toEqual(['Broken door']);
    expect(await titles('reporter_id=me&sort=title')).toEqual([
      'Chiller alarm',
      'Dripping tap',
      'Flickering light',
    ]);
    expect(await titles('tag=COOLING')).toEqual(['Chiller alarm']);
    expect(await titles('status=assigned&sort=title')).toEqual([
      'Broken door',
      'Chiller alarm',
      'Dripping tap',
    ]);
    expect(await titles('sla=breached')).toEqual(['Broken door']);
    expect(await titles('sla=none&sort=title')).toEqual(['Dripping tap', 'Flickering light']);
    expect(await titles('created_to=2026-01-15')).toEqual(['Flickering light']);
    expect(await titles('created_from=2026-01-16&sort=title')).toEqual([
      'Broken door',
      'Chiller alarm',
      'Dripping tap',
    ]);
    expect(await titles('due_from=2026-06-10&due_to=2026-06-10')).toEqual(['Chiller alarm']);
  });

  it('searches words as prefixes and numbers typed whole', async () => {
    expect(await titles('search=chill')).toEqual(['Chiller alarm']);
    expect(await titles('search=kitchen')).toEqual(['Dripping tap']);
    for (const number of ['RT-000002', 'rt-000002', 'RT-2', '000002', '2']) {
      expect(await titles(`search=${number}`), number).toEqual(['Broken door']);
    }
    expect(await titles('search=GT-000002')).toEqual([]);
  });

  it('sorts by the allowed columns and pages without repeats', async () => {
    expect(await titles('sort=number&order=desc')).toEqual([
      'Flickering light',
      'Dripping tap',
      'Broken door',
      'Chiller alarm',
    ]);
    expect(await titles('sort=priority')).toEqual([
      'Chiller alarm',
      'Flickering light',
      'Dripping tap',
      'Broken door',
    ]);
    expect((await titles('sort=sla')).slice(0, 2)).toEqual(['Broken door', 'Chiller alarm']);
    expect((await titles('sort=building')).slice(0, 2).sort()).toEqual([
      'Broken door',
      'Chiller alarm',
    ]);
    const first = await list('per_page=5&sort=title');
    expect(first.total).toBe(4);
    const second = await list('per_page=5&page=2&sort=title');
    expect(second.data).toEqual([]);
  });

  it('refuses a bad query with the field message', async () => {
    const response = await callApi(
      t,
      'GET',
      '/reactive-tickets?status=lost&sort=colour&location_id=x',
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['location_id', 'sort', 'status.0']);
    expect(response.json().errors.location_id).toEqual(['Choose a location']);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await callApi(
      t,
      'GET',
      `/reactive-tickets/export?building_id=${f.buildings.north.id}&sort=number`,
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('reactive-tickets-');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Number,Title,Status,Priority,Category,Building,Location,Asset,/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('RT-000001,Chiller alarm,assigned,critical,,North Tower,Room 101');
    expect(lines[1]).toContain(f.people.technician.user.name);
    expect(lines[2]).toContain('RT-000002,Broken door');
    const xlsx = await callApi(t, 'GET', '/reactive-tickets/export?format=xlsx', token);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const refused = await callApi(
      t,
      'GET',
      '/reactive-tickets/export',
      f.people.contractorStaff.token,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('moves several tickets at once and reports each refusal', async () => {
    const foreign = await createTicket(t, f.people.outsider.token, 'reactive', {
      building_id: f.buildings.foreign.id,
    });
    const cancelled = await createTicket(t, token, 'reactive', {
      title: 'Cancel me',
      building_id: f.buildings.north.id,
    });
    await moveTicket(t, token, 'reactive', cancelled.id, { status: 'cancelled', reason: 'Dup' });
    const response = await callApi(t, 'POST', '/reactive-tickets/bulk', token, {
      ids: [ids['Chiller alarm'], cancelled.id, foreign.id],
      action: 'set_status',
      status: 'in_progress',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      succeeded: 1,
      failed: 2,
      results: [
        { id: ids['Chiller alarm'], ok: true, message: null },
        { id: cancelled.id, ok: false, message: 'A cancelled ticket cannot move to in progress' },
        { id: foreign.id, ok: false, message: 'Ticket not found' },
      ],
    });
    const assign = await callApi(t, 'POST', '/reactive-tickets/bulk', token, {
      ids: [ids['Flickering light']],
      action: 'assign',
      assignee_ids: [f.people.otherTechnician.user.id],
    });
    expect(assign.json()).toMatchObject({ succeeded: 1 });
    expect(await titles('assignee_id=none&status=new')).toEqual([]);
    const invalid = await callApi(t, 'POST', '/reactive-tickets/bulk', token, {
      ids: [ids['Flickering light']],
      action: 'assign',
      team_id: f.contractors.company.id,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ team_id: ['Choose a team'] });
    const empty = await callApi(t, 'POST', '/reactive-tickets/bulk', token, {
      ids: [],
      action: 'set_status',
    });
    expect(empty.json().errors).toMatchObject({
      ids: ['Select at least one ticket'],
      status: ['Choose a status'],
    });
    const technician = await callApi(
      t,
      'POST',
      '/reactive-tickets/bulk',
      f.people.technician.token,
      {
        ids: [ids['Chiller alarm']],
        action: 'set_status',
        status: 'on_hold',
        reason: 'x',
      },
    );
    expect(technician.statusCode).toBe(403);
  });
});
