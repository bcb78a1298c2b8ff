// The ticket lifecycle through POST /:id/status: every illegal move refused with a sentence,
// reasons required, the columns each move stamps, signatures stored as files, the timeline, and
// field updates (changes recorded, assignment turning a new ticket into an assigned one).
import {
  statusesOf,
  TICKET_STATUS_VALUES,
  TICKET_TRANSITIONS,
  type TTicketDetail,
  type TTicketStatus,
} from '@mainstay/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, ticketActivity, tickets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  moveTicket,
  type TicketFixture,
} from './helpers/tickets.ts';

// A 1x1 transparent PNG.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A path through the lifecycle that reaches each status (reasons given where needed). */
const ROUTE_TO: Partial<Record<TTicketStatus, TTicketStatus[]>> = {
  new: [],
  assigned: ['assigned'],
  in_progress: ['in_progress'],
  on_hold: ['in_progress', 'on_hold'],
  completed: ['in_progress', 'completed'],
  closed: ['in_progress', 'completed', 'closed'],
  cancelled: ['cancelled'],
  reopened: ['in_progress', 'completed', 'reopened'],
};

describe('ticket lifecycle', () => {
  let t: TestApp;
  let f: TicketFixture;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    token = f.people.manager.token;
  });
  afterAll(() => t.close());

  const newTicket = () => createTicket(t, token, 'reactive', { building_id: f.buildings.north.id });
  const move = async (id: string, status: TTicketStatus, extra: Record<string, unknown> = {}) => {
    const response = await moveTicket(t, token, 'reactive', id, {
      status,
      reason: 'Because',
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TTicketDetail;
  };
  const ticketIn = async (status: TTicketStatus) => {
    const ticket = await newTicket();
    for (const step of ROUTE_TO[status] ?? []) await move(ticket.id, step);
    return ticket.id;
  };

  it('refuses every move the lifecycle does not allow, saying why', async () => {
    expect(Object.keys(ROUTE_TO)).toEqual(statusesOf('reactive'));
    for (const from of statusesOf('reactive')) {
      const id = await ticketIn(from);
      const illegal = TICKET_STATUS_VALUES.filter(
        (to) => to !== from && !TICKET_TRANSITIONS[from].includes(to),
      );
      for (const to of illegal) {
        const response = await moveTicket(t, token, 'reactive', id, { status: to, reason: 'x' });
        expect(response.statusCode, `${from} -> ${to}`).toBe(409);
        expect(response.json().message).toMatch(
          new RegExp(`cannot move to ${to.replace('_', ' ')}$`),
        );
      }
      const same = await moveTicket(t, token, 'reactive', id, { status: from, reason: 'x' });
      expect(same.statusCode).toBe(409);
    }
    const completed = await ticketIn('completed');
    const response = await moveTicket(t, token, 'reactive', completed, {
      status: 'on_hold',
      reason: 'x',
    });
    expect(response.json().message).toBe('A completed ticket cannot move to on hold');
  });

  it('requires a reason to hold, cancel or reopen', async () => {
    const id = await ticketIn('in_progress');
    for (const status of ['on_hold', 'cancelled'] as const) {
      const response = await moveTicket(t, token, 'reactive', id, { status });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ reason: ['A reason is required'] });
    }
    const held = await move(id, 'on_hold', { reason: 'Waiting for parts' });
    expect(held).toMatchObject({ status: 'on_hold', hold_reason: 'Waiting for parts' });
    expect(held.allowed_transitions).toEqual(['in_progress', 'cancelled']);
  });

  it('stamps starts, visits, holds and the first response', async () => {
    const ticket = await newTicket();
    const started = await move(ticket.id, 'in_progress');
    expect(started.started_at).not.toBeNull();
    expect(started.visit_count).toBe(1);
    expect(started.sla.responded_at).not.toBeNull();
    await move(ticket.id, 'on_hold', { reason: 'Parts' });
    const resumed = await move(ticket.id, 'in_progress');
    expect(resumed.visit_count).toBe(2);
    expect(resumed.started_at).toBe(started.started_at);
    expect(resumed.sla.responded_at).toBe(started.sla.responded_at);
  });

  it('pauses the SLA clock on hold and resumes it after', async () => {
    const id = await ticketIn('in_progress');
    const due = new Date(Date.now() + 3_600_000);
    await t.app.db.update(tickets).set({ resolutionDueAt: due }).where(eq(tickets.id, id));
    await move(id, 'on_hold', { reason: 'Waiting' });
    const [held] = await t.app.db.select().from(tickets).where(eq(tickets.id, id));
    expect(held!.slaPausedAt).not.toBeNull();
    const resumed = await move(id, 'in_progress');
    const [after] = await t.app.db.select().from(tickets).where(eq(tickets.id, id));
    expect(after!.slaPausedAt).toBeNull();
    expect(resumed.sla.state).not.toBe('paused');
  });

  it('completes with notes and signatures, then closes and reopens', async () => {
    const id = await ticketIn('in_progress');
    const completed = await move(id, 'completed', {
      completion_notes: 'Replaced the washer',
      technician_signature: PNG,
      customer_signature: PNG,
      customer_name: 'Pat Customer',
    });
    expect(completed).toMatchObject({
      status: 'completed',
      completion_notes: 'Replaced the washer',
      completed_by: { id: f.people.manager.user.id },
      customer_signature_name: 'Pat Customer',
      first_call_resolution: true,
      allowed_transitions: ['closed', 'reopened'],
    });
    expect(completed.completed_at).not.toBeNull();
    expect(completed.technician_signature?.content_type).toBe('image/png');
    expect(completed.customer_signature?.url).toContain('/v1/files/');
    const [stored] = await t.app.db
      .select()
      .from(files)
      .where(eq(files.id, completed.technician_signature!.id));
    expect(stored).toMatchObject({ organisationId: f.org.id, purpose: 'signature' });

    const closed = await move(id, 'closed');
    expect(closed.closed_at).not.toBeNull();
    const reopened = await move(id, 'reopened', { reason: 'Still dripping' });
    expect(reopened).toMatchObject({
      status: 'reopened',
      reopen_reason: 'Still dripping',
      reopen_count: 1,
      completed_at: null,
      closed_at: null,
      first_call_resolution: null,
    });
    await move(id, 'in_progress');
    const again = await move(id, 'completed');
    expect(again.first_call_resolution).toBe(false);

    const timeline = await t.app.db
      .select()
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, id))
      .orderBy(asc(ticketActivity.createdAt));
    const statuses = timeline.filter((entry) => entry.type === 'status');
    expect(statuses.map((entry) => [entry.data.to, entry.visibility])).toEqual([
      ['in_progress', 'internal'],
      ['completed', 'public'],
      ['closed', 'internal'],
      ['reopened', 'public'],
      ['in_progress', 'internal'],
      ['completed', 'public'],
    ]);
    expect(statuses[3]!.data).toEqual({
      from: 'closed',
      to: 'reopened',
      reason: 'Still dripping',
    });
    expect(timeline.some((entry) => entry.type === 'signature')).toBe(true);
  });

  it('cancels with a reason and then refuses every move', async () => {
    const ticket = await newTicket();
    const cancelled = await move(ticket.id, 'cancelled', { reason: 'Duplicate' });
    expect(cancelled).toMatchObject({ cancel_reason: 'Duplicate', allowed_transitions: [] });
    const [row] = await t.app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.cancelledAt).not.toBeNull();
  });

  it('records field changes, and an assignment makes a new ticket assigned', async () => {
    const ticket = await newTicket();
    const response = await callApi(t, 'PATCH', `/reactive-tickets/${ticket.id}`, token, {
      title: 'Leaking tap in kitchen',
      priority: 'critical',
      assignee_ids: [f.people.technician.user.id],
      tags: ['Kitchen'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Leaking tap in kitchen',
      priority: 'critical',
      status: 'assigned',
      tags: ['kitchen'],
      assignees: [{ id: f.people.technician.user.id }],
    });
    const timeline = await t.app.db
      .select()
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, ticket.id));
    const update = timeline.find((entry) => entry.type === 'update');
    expect(update?.data).toEqual({
      changes: {
        title: { before: 'Leaking tap', after: 'Leaking tap in kitchen' },
        priority: { before: 'medium', after: 'critical' },
        tags: { before: [], after: ['kitchen'] },
      },
    });
    expect(timeline.filter((entry) => entry.type === 'assignment')).toHaveLength(1);
    expect(timeline.find((entry) => entry.type === 'status')?.data).toMatchObject({
      from: 'new',
      to: 'assigned',
    });

    const moved = await callApi(t, 'PATCH', `/reactive-tickets/${ticket.id}`, token, {
      building_id: f.buildings.south.id,
    });
    expect(moved.json()).toMatchObject({ building: { id: f.buildings.south.id }, location: null });
    const bad = await callApi(t, 'PATCH', `/reactive-tickets/${ticket.id}`, token, {
      location_id: f.locations.room,
      title: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ title: ['Title is required'] });
    const wrongPlace = await callApi(t, 'PATCH', `/reactive-tickets/${ticket.id}`, token, {
      location_id: f.locations.room,
    });
    expect(wrongPlace.json().errors).toEqual({
      location_id: ['Choose a location in this building'],
    });
  });
});
