// The work record: timers and durations with labour rates, parts, the totals kept on the ticket,
// and who may log what (assignees, managers, contractor staff), with organisation scoping.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivity, tickets, type Ticket } from '../src/db/schema/index.ts';
import { caller, insertTicket, workWorld, type WorkWorld } from './tickets-work-helpers.ts';

interface Detail {
  time_logs: {
    id: string;
    user: { id: string };
    duration_minutes: number | null;
    hourly_rate: number;
    cost: number;
    ended_at: string | null;
    note: string;
  }[];
  parts: { id: string; description: string; total: number; unit_cost: number }[];
  costs: { labour: number; parts: number; minutes: number; total: number };
}

describe('ticket work record', () => {
  let w: WorkWorld;
  let call: ReturnType<typeof caller>;
  let ticket: Ticket;
  let foreign: Ticket;

  beforeAll(async () => {
    w = await workWorld();
    call = caller(w.t);
    ticket = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      reporterUserId: w.people.reporter.user.id,
      assigneeIds: [w.people.technician.user.id],
    });
    foreign = await insertTicket(w.db, {
      organisationId: w.otherOrgId,
      buildingId: w.foreignBuilding,
    });
  });
  afterAll(() => w.t.close());

  const logs = (target: Ticket, rest = '') => `/reactive-tickets/${target.id}/time-logs${rest}`;
  const parts = (target: Ticket, rest = '') => `/reactive-tickets/${target.id}/parts${rest}`;
  const stored = async (target: Ticket) =>
    (await w.db.select().from(tickets).where(eq(tickets.id, target.id)))[0]!;

  it('starts one timer per person and stops it in whole minutes, rounded up', async () => {
    const { technician } = w.people;
    const startedAt = new Date(Date.now() - 90 * 60_000 - 10_000).toISOString();
    const started = await call('POST', logs(ticket), technician.token, { started_at: startedAt });
    expect(started.statusCode).toBe(201);
    const running = (started.json() as Detail).time_logs;
    expect(running).toHaveLength(1);
    expect(running[0]).toMatchObject({
      user: { id: technician.user.id },
      duration_minutes: null,
      ended_at: null,
      hourly_rate: 45,
      cost: 0,
    });

    const again = await call('POST', logs(ticket), technician.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A timer is already running on this ticket');

    const stopped = await call('PATCH', logs(ticket, `/${running[0]!.id}`), technician.token, {
      note: 'Replaced the seal',
    });
    expect(stopped.statusCode).toBe(200);
    const detail = stopped.json() as Detail;
    expect(detail.time_logs[0]).toMatchObject({
      duration_minutes: 91,
      cost: 68.25,
      note: 'Replaced the seal',
    });
    expect(detail.costs).toMatchObject({ labour: 68.25, minutes: 91 });
    expect((await stored(ticket)).labourCostCents).toBe(6825);
    const [entry] = await w.db.select().from(ticketActivity).where(eq(ticketActivity.type, 'time'));
    expect(entry?.data).toMatchObject({ minutes: 91 });
  });

  it('records durations, edits and removes them, keeping the labour total in step', async () => {
    const { technician, manager } = w.people;
    const added = await call('POST', logs(ticket), technician.token, { duration_minutes: 30 });
    expect(added.statusCode).toBe(201);
    const log = (added.json() as Detail).time_logs.find((entry) => entry.duration_minutes === 30)!;
    expect(log).toMatchObject({ cost: 22.5, hourly_rate: 45 });
    expect((await stored(ticket)).labourCostCents).toBe(6825 + 2250);

    const edited = await call('PATCH', logs(ticket, `/${log.id}`), manager.token, {
      duration_minutes: 60,
    });
    expect(edited.statusCode).toBe(200);
    expect((await stored(ticket)).labourCostCents).toBe(6825 + 4500);

    const removed = await call('DELETE', logs(ticket, `/${log.id}`), technician.token);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Detail).costs.labour).toBe(68.25);
    expect((await stored(ticket)).labourCostCents).toBe(6825);
    expect((await call('DELETE', logs(ticket, `/${log.id}`), technician.token)).statusCode).toBe(
      404,
    );
  });

  it("logs someone else's time only for managers, and only people of the organisation", async () => {
    const { technician, manager, outsider } = w.people;
    const forOther = await call('POST', logs(ticket), technician.token, {
      user_id: manager.user.id,
      duration_minutes: 10,
    });
    expect(forOther.statusCode).toBe(403);
    const byManager = await call('POST', logs(ticket), manager.token, {
      user_id: technician.user.id,
      duration_minutes: 20,
    });
    expect(byManager.statusCode).toBe(201);
    const managerLog = await call('POST', logs(ticket), manager.token, { duration_minutes: 15 });
    const own = (managerLog.json() as Detail).time_logs.find(
      (entry) => entry.user.id === manager.user.id,
    )!;
    expect(
      (await call('PATCH', logs(ticket, `/${own.id}`), technician.token, { note: 'x' })).statusCode,
    ).toBe(403);
    const stranger = await call('POST', logs(ticket), manager.token, {
      user_id: outsider.user.id,
      duration_minutes: 20,
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ user_id: ['Choose a person of your organisation'] });
  });

  it('checks the body against the contract (422)', async () => {
    const { technician } = w.people;
    const zero = await call('POST', logs(ticket), technician.token, { duration_minutes: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({
      duration_minutes: ['Duration must be at least 1 minute'],
    });
    const future = await call('POST', logs(ticket), technician.token, {
      duration_minutes: 5,
      started_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({ started_at: ['The start cannot be in the future'] });
    const part = await call('POST', parts(ticket), technician.token, {
      description: '',
      quantity: 0,
      unit_cost: -1,
    });
    expect(part.statusCode).toBe(422);
    expect(part.json().errors).toEqual({
      description: ['Describe the part'],
      quantity: ['Quantity must be more than 0'],
      unit_cost: ['Unit cost cannot be negative'],
    });
  });

  it("charges contractor staff their company's rate on their company's tickets", async () => {
    const { contractor } = w.people;
    const theirs = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.south,
      contractorId: w.contractorId,
    });
    const response = await call('POST', logs(theirs), contractor.token, { duration_minutes: 45 });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Detail).time_logs[0]).toMatchObject({ hourly_rate: 60, cost: 45 });
    // Other tickets are not theirs to see.
    expect(
      (await call('POST', logs(ticket), contractor.token, { duration_minutes: 5 })).statusCode,
    ).toBe(404);
  });

  it('adds and removes parts, keeping the parts total in step', async () => {
    const { technician } = w.people;
    const added = await call('POST', parts(ticket), technician.token, {
      description: 'Valve seal',
      quantity: 3,
      unit_cost: 19.99,
    });
    expect(added.statusCode).toBe(201);
    const detail = added.json() as Detail;
    expect(detail.parts).toMatchObject([
      { description: 'Valve seal', unit_cost: 19.99, total: 59.97 },
    ]);
    expect(detail.costs.parts).toBe(59.97);
    expect((await stored(ticket)).partsCostCents).toBe(5997);

    const partId = detail.parts[0]!.id;
    const removed = await call('DELETE', parts(ticket, `/${partId}`), technician.token);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Detail).parts).toEqual([]);
    expect((await stored(ticket)).partsCostCents).toBe(0);
    expect((await call('DELETE', parts(ticket, `/${partId}`), technician.token)).statusCode).toBe(
      404,
    );
  });

  it('documents the work routes of both kinds in OpenAPI', async () => {
    const response = await w.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { paths, components } = response.json();
    for (const prefix of ['/api/v1/reactive-tickets', '/api/v1/general-tickets']) {
      expect(paths[`${prefix}/{id}/time-logs`].post.responses['201']).toBeDefined();
      expect(paths[`${prefix}/{id}/time-logs/{logId}`].patch).toBeDefined();
      expect(paths[`${prefix}/{id}/parts/{partId}`].delete).toBeDefined();
      expect(paths[`${prefix}/{id}/activity`].get).toBeDefined();
      expect(paths[`${prefix}/{id}/comments`].post).toBeDefined();
      expect(paths[`${prefix}/{id}/files/{fileId}`].delete).toBeDefined();
      expect(paths[`${prefix}/{id}/watch`].put).toBeDefined();
      expect(paths[`${prefix}/{id}/job-sheet.pdf`].get).toBeDefined();
    }
    expect(components.schemas).toHaveProperty('TicketTimeLogChange');
    expect(components.schemas).toHaveProperty('ProcurementTicketRef');
  });

  it('refuses people who may not change the ticket and hides other organisations', async () => {
    const { viewer, reporter, outsider, manager } = w.people;
    for (const person of [viewer, reporter]) {
      const response = await call('POST', parts(ticket), person.token, {
        description: 'Seal',
        quantity: 1,
        unit_cost: 1,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You cannot change this ticket');
    }
    expect(
      (await call('POST', logs(ticket), outsider.token, { duration_minutes: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', logs(foreign), manager.token, { duration_minutes: 5 })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', parts(foreign), manager.token, {
          description: 'Seal',
          quantity: 1,
          unit_cost: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
