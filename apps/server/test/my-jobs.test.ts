// My Jobs (both kinds, assigned to me, my teams or my company, most urgent first, why each job
// is there, my running timer, the counts) and saved views (own and shared, only the owner deletes).
import type { TMyJob } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAssignees, tickets, ticketTimeLogs, userBuildings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  type TicketFixture,
} from './helpers/tickets.ts';

const HOUR = 3_600_000;

describe('my jobs', () => {
  let t: TestApp;
  let f: TicketFixture;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    const { manager, technician } = f.people;
    const made = async (
      title: string,
      kind: 'reactive' | 'general',
      body: Record<string, unknown>,
      due: number | null,
    ) => {
      const ticket = await createTicket(t, manager.token, kind, { title, ...body });
      ids[title] = ticket.id;
      await t.app.db
        .update(tickets)
        .set({ resolutionDueAt: due === null ? null : new Date(Date.now() + due) })
        .where(eq(tickets.id, ticket.id));
    };
    const mine = { assignee_ids: [technician.user.id] };
    await made('Later', 'reactive', { ...mine, building_id: f.buildings.north.id }, 10 * HOUR);
    await made('Overdue', 'general', { ...mine, building_id: f.buildings.north.id }, -HOUR);
    await made(
      'Sooner',
      'reactive',
      { team_id: f.team.id, building_id: f.buildings.south.id },
      2 * HOUR,
    );
    await made(
      'No deadline critical',
      'reactive',
      { ...mine, building_id: f.buildings.north.id, priority: 'critical' },
      null,
    );
    await made(
      'No deadline low',
      'reactive',
      { ...mine, building_id: f.buildings.north.id, priority: 'low' },
      null,
    );
    await made('Not mine', 'reactive', { building_id: f.buildings.north.id }, HOUR);
    await made(
      'Company',
      'reactive',
      { contractor_id: f.contractors.company.id, building_id: f.buildings.south.id },
      5 * HOUR,
    );
    await made('Done', 'reactive', { ...mine, building_id: f.buildings.north.id }, HOUR);
    // PPM tasks have no SLA: their due date orders them, and one past it is late.
    const task = async (title: string, due: number) => {
      const made = await createTicket(t, manager.token, 'ppm', {
        title,
        ...mine,
        building_id: f.buildings.north.id,
        due_at: new Date(Date.now() + due).toISOString(),
      });
      ids[title] = made.id;
    };
    await task('Filter change', 3 * HOUR);
    await task('Weekly alarm test', -2 * HOUR);
    await t.app.db.update(tickets).set({ status: 'completed' }).where(eq(tickets.id, ids.Done!));
    await t.app.db.insert(ticketTimeLogs).values({
      organisationId: f.org.id,
      ticketId: ids.Later!,
      userId: technician.user.id,
      startedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  const jobs = async (token: string, query = '') => {
    const response = await callApi(t, 'GET', `/my-jobs?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: TMyJob[]; total: number; counts: Record<string, number> };
  };

  it('lists my open jobs of both kinds, most urgent first, with why and my timer', async () => {
    const queue = await jobs(f.people.technician.token);
    expect(queue.data.map((job) => job.title)).toEqual([
      'Weekly alarm test',
      'Overdue',
      'Sooner',
      'Filter change',
      'Later',
      'No deadline critical',
      'No deadline low',
    ]);
    expect(queue.data.map((job) => job.via)).toEqual(['me', 'me', 'team', 'me', 'me', 'me', 'me']);
    expect(queue.data[1]).toMatchObject({ kind: 'general', number: 'GT-000001' });
    expect(queue.data[3]).toMatchObject({ kind: 'ppm', number: 'PM-000001' });
    expect(queue.data[4]!.running_timer_id).not.toBeNull();
    expect(queue.data[1]!.running_timer_id).toBeNull();
    expect(queue.counts).toEqual({ open: 7, in_progress: 0, overdue: 2, at_risk: 0 });
    expect(queue.total).toBe(7);
  });

  it('filters by status, type, priority, building, SLA and search', async () => {
    const token = f.people.technician.token;
    expect((await jobs(token, 'kind=ppm')).data.map((job) => job.title)).toEqual([
      'Weekly alarm test',
      'Filter change',
    ]);
    const tickets = await jobs(token, 'kind=reactive,general');
    expect(tickets.data.map((job) => job.kind)).not.toContain('ppm');
    expect(tickets.total).toBe(5);
    expect((await callApi(t, 'GET', '/my-jobs?kind=task', token)).statusCode).toBe(422);
    expect((await jobs(token, 'status=completed')).data.map((job) => job.title)).toEqual(['Done']);
    expect((await jobs(token, 'priority=low')).data.map((job) => job.title)).toEqual([
      'No deadline low',
    ]);
    expect(
      (await jobs(token, `building_id=${f.buildings.south.id}`)).data.map((job) => job.title),
    ).toEqual(['Sooner']);
    expect((await jobs(token, 'sla=breached')).data.map((job) => job.title)).toEqual(['Overdue']);
    expect((await jobs(token, 'search=GT-1')).data.map((job) => job.title)).toEqual(['Overdue']);
    expect((await jobs(token, 'search=sooner')).data.map((job) => job.title)).toEqual(['Sooner']);
    const paged = await jobs(token, 'per_page=5&page=2');
    expect(paged.data.map((job) => job.title)).toEqual(['No deadline critical', 'No deadline low']);
    const bad = await callApi(t, 'GET', '/my-jobs?per_page=7', token);
    expect(bad.statusCode).toBe(422);
  });

  it('keeps the queue to open work as jobs finish, reopen and change hands', async () => {
    const { manager, technician } = f.people;
    const queueTitles = async () =>
      (await jobs(technician.token)).data.map((job) => job.title).sort();
    const before = await queueTitles();
    const moved = await createTicket(t, manager.token, 'reactive', {
      title: 'Moves along',
      building_id: f.buildings.north.id,
    });
    const assign = await callApi(t, 'PATCH', `/reactive-tickets/${moved.id}`, manager.token, {
      assignee_ids: [technician.user.id],
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(await queueTitles()).toEqual([...before, 'Moves along'].sort());

    // Finished work leaves the queue but stays under its status; reopened work comes back.
    await t.app.db.update(tickets).set({ status: 'closed' }).where(eq(tickets.id, moved.id));
    const flags = await t.app.db
      .select({ open: ticketAssignees.ticketOpen })
      .from(ticketAssignees)
      .where(eq(ticketAssignees.ticketId, moved.id));
    expect(flags).toEqual([{ open: false }]);
    expect(await queueTitles()).toEqual(before);
    expect((await jobs(technician.token, 'status=closed')).data.map((job) => job.title)).toEqual([
      'Moves along',
    ]);
    await t.app.db.update(tickets).set({ status: 'reopened' }).where(eq(tickets.id, moved.id));
    expect(await queueTitles()).toEqual([...before, 'Moves along'].sort());

    // Someone assigned to a finished ticket does not find it in their queue.
    await t.app.db.update(tickets).set({ status: 'completed' }).where(eq(tickets.id, moved.id));
    const other = f.people.otherTechnician;
    await callApi(t, 'PATCH', `/reactive-tickets/${moved.id}`, manager.token, {
      assignee_ids: [technician.user.id, other.user.id],
    });
    expect((await jobs(other.token)).data).toEqual([]);
    expect((await jobs(other.token, 'status=completed')).data.map((job) => job.id)).toEqual([
      moved.id,
    ]);
  });

  it("gives contractor staff their company's jobs and respects building scope", async () => {
    const company = await jobs(f.people.contractorStaff.token);
    expect(company.data.map((job) => [job.title, job.via])).toEqual([['Company', 'contractor']]);
    await t.app.db.insert(userBuildings).values({
      organisationId: f.org.id,
      userId: f.people.technician.user.id,
      buildingId: f.buildings.north.id,
    });
    const limited = await jobs(f.people.technician.token);
    expect(limited.data.map((job) => job.title)).not.toContain('Sooner');
    expect(limited.counts.open).toBe(6);
    expect((await callApi(t, 'GET', '/my-jobs', f.people.reporter.token)).statusCode).toBe(403);
    expect((await jobs(f.people.outsider.token)).total).toBe(0);
  });
});

describe('saved views', () => {
  let t: TestApp;
  let f: TicketFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
  });
  afterAll(() => t.close());

  const save = (token: string, body: Record<string, unknown>) =>
    callApi(t, 'POST', '/saved-views', token, body);
  const names = async (token: string, page = 'reactive-tickets') => {
    const response = await callApi(t, 'GET', `/saved-views?page=${page}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json()
      .data.map((view: { name: string; mine: boolean }) => [view.name, view.mine]);
  };

  it('shows my views and the shared ones; only the owner deletes', async () => {
    const { manager, admin, technician, outsider } = f.people;
    const mine = await save(manager.token, {
      page: 'reactive-tickets',
      name: 'Urgent north',
      query: 'priority=critical',
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ shared: false, mine: true, query: 'priority=critical' });
    const shared = await save(manager.token, {
      page: 'reactive-tickets',
      name: 'Breached',
      query: 'sla=breached',
      shared: true,
    });
    await save(admin.token, { page: 'my-jobs', name: 'Mine', query: '' });
    expect(await names(manager.token)).toEqual([
      ['Breached', true],
      ['Urgent north', true],
    ]);
    expect(await names(admin.token)).toEqual([['Breached', false]]);
    expect(await names(outsider.token)).toEqual([]);
    expect(await names(admin.token, 'my-jobs')).toEqual([['Mine', true]]);

    const sharedId = shared.json().id as string;
    expect((await callApi(t, 'DELETE', `/saved-views/${sharedId}`, admin.token)).statusCode).toBe(
      403,
    );
    expect(
      (await callApi(t, 'DELETE', `/saved-views/${mine.json().id}`, admin.token)).statusCode,
    ).toBe(404);
    expect(
      (await callApi(t, 'DELETE', `/saved-views/${sharedId}`, outsider.token)).statusCode,
    ).toBe(404);
    expect((await callApi(t, 'DELETE', `/saved-views/${sharedId}`, manager.token)).statusCode).toBe(
      204,
    );
    expect(await names(technician.token)).toEqual([]);
  });

  it('validates the view and needs read on one of the lists', async () => {
    const invalid = await save(f.people.manager.token, { page: 'assets', name: ' ', query: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ page: ['Unknown list'], name: ['Name the view'] });
    const contractor = await save(f.people.contractorStaff.token, {
      page: 'my-jobs',
      name: 'Mine',
      query: '',
    });
    expect(contractor.statusCode).toBe(201);
    const nobody = await createUserWithToken(t.app.db, f.org.id, { rules: [] });
    const noRole = await callApi(t, 'GET', '/saved-views?page=my-jobs', nobody.token);
    expect(noRole.statusCode).toBe(403);
  });
});
