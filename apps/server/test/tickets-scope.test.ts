// Who sees and who changes a ticket: organisations (404), building-limited managers,
// technicians (assigned or not), contractor staff (their company only), reporters (their own),
// viewers (read only), and the permission each route needs (403).
import type { TTicketDetail, TTicketListItem } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, purchaseOrders, tickets } from '../src/db/schema/index.ts';
import {
  currentAssigneeIds,
  replaceAssignees,
  replaceWatchers,
} from '../src/modules/tickets/core/ticket-assignment.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  moveTicket,
  type TicketFixture,
} from './helpers/tickets.ts';

describe('ticket visibility and rights', () => {
  let t: TestApp;
  let f: TicketFixture;
  let northAssigned: TTicketDetail;
  let southOpen: TTicketDetail;
  let companyJob: TTicketDetail;
  let reported: TTicketDetail;
  let generalForTeam: TTicketDetail;
  let foreign: TTicketDetail;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    const { manager } = f.people;
    northAssigned = await createTicket(t, manager.token, 'reactive', {
      title: 'North assigned',
      building_id: f.buildings.north.id,
      assignee_ids: [f.people.technician.user.id],
    });
    southOpen = await createTicket(t, manager.token, 'reactive', {
      title: 'South open',
      building_id: f.buildings.south.id,
    });
    companyJob = await createTicket(t, manager.token, 'reactive', {
      title: 'Company job',
      building_id: f.buildings.south.id,
      contractor_id: f.contractors.company.id,
    });
    reported = await createTicket(t, f.people.reporter.token, 'reactive', {
      title: 'Reported by me',
      building_id: f.buildings.north.id,
    });
    generalForTeam = await createTicket(t, manager.token, 'general', {
      title: 'General for the team',
      building_id: f.buildings.north.id,
      team_id: f.team.id,
    });
    foreign = await createTicket(t, f.people.outsider.token, 'reactive', {
      building_id: f.buildings.foreign.id,
    });
  });
  afterAll(() => t.close());

  const titles = async (token: string, path = '/reactive-tickets?sort=title') => {
    const response = await callApi(t, 'GET', path, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as TTicketListItem[]).map((item) => item.title);
  };
  const status = async (token: string, method: 'GET' | 'PATCH', path: string) =>
    (await callApi(t, method, path, token, method === 'PATCH' ? { title: 'Renamed' } : undefined))
      .statusCode;

  it('hides other organisations behind 404', async () => {
    const token = f.people.manager.token;
    expect(await status(token, 'GET', `/reactive-tickets/${foreign.id}`)).toBe(404);
    expect(await status(token, 'PATCH', `/reactive-tickets/${foreign.id}`)).toBe(404);
    const move = await moveTicket(t, token, 'reactive', foreign.id, { status: 'in_progress' });
    expect(move.statusCode).toBe(404);
    expect(await titles(f.people.outsider.token)).toEqual(['Leaking tap']);
    // A ticket of the other kind is not found under this kind's path either.
    expect(await status(token, 'GET', `/reactive-tickets/${generalForTeam.id}`)).toBe(404);
    expect(await status(token, 'GET', '/reactive-tickets/not-a-uuid')).toBe(422);
  });

  it("limits a building-limited manager to their buildings' tickets", async () => {
    const token = f.people.limitedManager.token;
    expect(await titles(token)).toEqual(['North assigned', 'Reported by me']);
    expect(await status(token, 'GET', `/reactive-tickets/${southOpen.id}`)).toBe(404);
    expect(await status(token, 'PATCH', `/reactive-tickets/${southOpen.id}`)).toBe(404);
    const moving = await callApi(t, 'PATCH', `/reactive-tickets/${northAssigned.id}`, token, {
      building_id: f.buildings.south.id,
    });
    expect(moving.statusCode).toBe(422);
    expect(moving.json().errors).toEqual({ building_id: ['Choose a building'] });
  });

  it('lets a technician read the reactive list but change only their jobs', async () => {
    const token = f.people.technician.token;
    expect(await titles(token)).toHaveLength(4);
    const notMine = await callApi(t, 'GET', `/reactive-tickets/${southOpen.id}`, token);
    expect(notMine.json()).toMatchObject({ can_edit: false, allowed_transitions: [] });
    expect(await status(token, 'PATCH', `/reactive-tickets/${southOpen.id}`)).toBe(403);
    const refused = await moveTicket(t, token, 'reactive', southOpen.id, { status: 'in_progress' });
    expect(refused.statusCode).toBe(403);
    const mine = await callApi(t, 'GET', `/reactive-tickets/${northAssigned.id}`, token);
    expect(mine.json()).toMatchObject({ can_edit: true });
    const started = await moveTicket(t, token, 'reactive', northAssigned.id, {
      status: 'in_progress',
    });
    expect(started.statusCode).toBe(200);
    // General tickets only through My Jobs: the team's job, nothing else, and no list.
    expect(await status(token, 'GET', '/general-tickets')).toBe(403);
    const teamJob = await callApi(t, 'GET', `/general-tickets/${generalForTeam.id}`, token);
    expect(teamJob.json()).toMatchObject({ title: 'General for the team', can_edit: true });
    const other = await callApi(
      t,
      'GET',
      `/general-tickets/${generalForTeam.id}`,
      f.people.otherTechnician.token,
    );
    expect(other.statusCode).toBe(404);
  });

  it("shows contractor staff their company's jobs only", async () => {
    const token = f.people.contractorStaff.token;
    expect(await status(token, 'GET', '/reactive-tickets')).toBe(403);
    const job = await callApi(t, 'GET', `/reactive-tickets/${companyJob.id}`, token);
    expect(job.statusCode).toBe(200);
    expect(job.json().can_edit).toBe(true);
    expect(await status(token, 'GET', `/reactive-tickets/${southOpen.id}`)).toBe(404);
    expect(await status(token, 'PATCH', `/reactive-tickets/${southOpen.id}`)).toBe(404);
    const moved = await moveTicket(t, token, 'reactive', companyJob.id, { status: 'in_progress' });
    expect(moved.statusCode).toBe(200);
  });

  it('shows reporters the tickets they reported or watch', async () => {
    expect(await titles(f.people.reporter.token)).toEqual(['Reported by me']);
    expect(await titles(f.people.otherReporter.token)).toEqual([]);
    await callApi(t, 'PATCH', `/reactive-tickets/${southOpen.id}`, f.people.manager.token, {
      watcher_ids: [f.people.otherReporter.user.id],
    });
    expect(await titles(f.people.otherReporter.token)).toEqual(['South open']);
    const own = await callApi(
      t,
      'GET',
      `/reactive-tickets/${reported.id}`,
      f.people.reporter.token,
    );
    expect(own.json()).toMatchObject({ can_edit: false, allowed_transitions: [] });
    expect(await status(f.people.reporter.token, 'GET', `/reactive-tickets/${southOpen.id}`)).toBe(
      404,
    );
    expect(await status(f.people.reporter.token, 'PATCH', `/reactive-tickets/${reported.id}`)).toBe(
      403,
    );
  });

  it('gives viewers reading only', async () => {
    const token = f.people.viewer.token;
    expect(await titles(token)).toHaveLength(4);
    expect(await status(token, 'PATCH', `/reactive-tickets/${southOpen.id}`)).toBe(403);
    expect(await status(token, 'GET', '/reactive-tickets/options')).toBe(403);
    const bulk = await callApi(t, 'POST', '/reactive-tickets/bulk', token, {
      ids: [southOpen.id],
      action: 'set_status',
      status: 'cancelled',
      reason: 'x',
    });
    expect(bulk.statusCode).toBe(403);
  });

  it('answers the detail with costs from procurement and the stored totals', async () => {
    const db = t.app.db;
    await db
      .update(tickets)
      .set({ labourCostCents: 12_000, partsCostCents: 3_550 })
      .where(eq(tickets.id, southOpen.id));
    const document = (number: string) => ({
      organisationId: f.org.id,
      number,
      issueDate: '2026-03-01',
      currency: 'EUR',
      ticketId: southOpen.id,
    });
    await db.insert(purchaseOrders).values([
      { ...document('PO-1'), status: 'approved', totalCents: 10_000 },
      { ...document('PO-2'), status: 'draft', totalCents: 99_900 },
    ]);
    await db.insert(invoices).values([
      { ...document('INV-1'), status: 'paid', totalCents: 20_000 },
      { ...document('INV-2'), status: 'disputed', totalCents: 99_900 },
    ]);
    const detail = await callApi(
      t,
      'GET',
      `/reactive-tickets/${southOpen.id}`,
      f.people.manager.token,
    );
    expect(detail.json().costs).toEqual({
      currency: 'EUR',
      labour: 120,
      parts: 35.5,
      purchase_orders: 100,
      invoices: 200,
      total: 355.5,
      minutes: 0,
    });
  });

  it("never reads or rewrites another organisation's assignees, whatever ticket id it is given", async () => {
    const { outsider } = f.people;
    const theirs = await createTicket(t, outsider.token, 'reactive', {
      building_id: f.buildings.foreign.id,
      assignee_ids: [outsider.user.id],
      watcher_ids: [outsider.user.id],
    });
    // Our organisation's scope with their ticket's id: nothing of theirs is seen or touched.
    const wrong = { id: theirs.id, organisationId: f.org.id };
    expect(await currentAssigneeIds(t.app.db, wrong)).toEqual([]);
    await replaceAssignees(t.app.db, wrong, []);
    await replaceWatchers(t.app.db, wrong, []);
    const detail = await callApi(t, 'GET', `/reactive-tickets/${theirs.id}`, outsider.token);
    expect(detail.json()).toMatchObject({
      assignees: [{ id: outsider.user.id }],
      watchers: [{ id: outsider.user.id }],
    });
  });
});
