// Creating tickets: numbering per organisation and kind (also under concurrency), validation of
// everything a ticket refers to, the reporter, assignment at creation, tags, and permissions.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivity, tickets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  postTicket,
  type TicketFixture,
} from './helpers/tickets.ts';

describe('creating tickets', () => {
  let t: TestApp;
  let f: TicketFixture;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
  });
  afterAll(() => t.close());

  it('numbers tickets per kind and answers the full detail', async () => {
    const { manager } = f.people;
    const first = await createTicket(t, manager.token, 'reactive', {
      building_id: f.buildings.north.id,
      description: 'Under the sink',
    });
    const general = await createTicket(t, manager.token, 'general', {
      building_id: f.buildings.north.id,
    });
    const second = await createTicket(t, manager.token, 'reactive', {
      building_id: f.buildings.north.id,
    });
    expect(first).toMatchObject({
      kind: 'reactive',
      number: 'RT-000001',
      status: 'new',
      priority: 'medium',
      description: 'Under the sink',
      building: { id: f.buildings.north.id, name: 'North Tower' },
      reporter: { user: { id: manager.user.id }, name: manager.user.name },
      created_by: { id: manager.user.id },
      assignees: [],
      can_edit: true,
      allowed_transitions: ['assigned', 'in_progress', 'cancelled'],
      first_call_resolution: null,
      costs: { labour: 0, parts: 0, invoices: 0, total: 0, currency: 'EUR' },
    });
    expect(general.number).toBe('GT-000001');
    expect(second.number).toBe('RT-000002');
    const activity = await t.app.db
      .select()
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, first.id));
    expect(activity.map((entry) => entry.type)).toEqual(['created']);
  });

  it('gives ten tickets created at once ten different numbers', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postTicket(t, f.people.admin.token, 'general', {
          title: `Parallel ${index}`,
          building_id: f.buildings.south.id,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const rows = await t.app.db
      .select({ seq: tickets.seq, number: tickets.number })
      .from(tickets)
      .where(and(eq(tickets.organisationId, f.org.id), eq(tickets.kind, 'general')));
    const seqs = rows.map((row) => row.seq).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(rows.length);
    expect(seqs).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
  });

  it('assigns at creation, tells nobody twice, and stores tags in lower case once', async () => {
    const ticket = await createTicket(t, f.people.manager.token, 'reactive', {
      building_id: f.buildings.north.id,
      location_id: f.locations.room,
      asset_id: f.assets.north.id,
      priority: 'high',
      assignee_ids: [f.people.technician.user.id, f.people.technician.user.id],
      team_id: f.team.id,
      watcher_ids: [f.people.viewer.user.id],
      tags: ['Urgent', 'urgent ', 'Water'],
      due_at: '2026-09-01T10:00:00.000Z',
    });
    expect(ticket).toMatchObject({
      status: 'assigned',
      priority: 'high',
      location: { id: f.locations.room, name: 'Room 101' },
      asset: { id: f.assets.north.id, code: 'AST-1', name: 'Chiller 1' },
      assignees: [{ id: f.people.technician.user.id }],
      team: { id: f.team.id, name: 'HVAC crew' },
      watchers: [{ id: f.people.viewer.user.id }],
      tags: ['urgent', 'water'],
      due_at: '2026-09-01T10:00:00.000Z',
    });
    const activity = await t.app.db
      .select({ type: ticketActivity.type })
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, ticket.id));
    expect(activity.map((entry) => entry.type).sort()).toEqual(['assignment', 'created']);
  });

  it('takes a reporter without an account, or a user of the organisation', async () => {
    const outside = await createTicket(t, f.people.manager.token, 'general', {
      building_id: f.buildings.south.id,
      reporter_name: 'Dana Visitor',
      reporter_email: 'dana@example.test',
      reporter_phone: '+44 20 1234 5678',
    });
    expect(outside.reporter).toEqual({
      user: null,
      name: 'Dana Visitor',
      email: 'dana@example.test',
      phone: '+44 20 1234 5678',
    });
    const onBehalf = await createTicket(t, f.people.manager.token, 'general', {
      building_id: f.buildings.south.id,
      reporter_user_id: f.people.reporter.user.id,
    });
    expect(onBehalf.reporter.user).toEqual({
      id: f.people.reporter.user.id,
      name: f.people.reporter.user.name,
    });
  });

  it('refuses what the contract refuses with the field message', async () => {
    const response = await postTicket(t, f.people.manager.token, 'reactive', {
      title: '  ',
      building_id: 'nope',
      reporter_email: 'not-an-email',
      tags: Array(21).fill('x'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      title: ['Title is required'],
      building_id: ['Choose a building'],
      reporter_email: ['Please enter a valid email address'],
      tags: ['At most 20 tags'],
    });
  });

  it('refuses references from another organisation or another building', async () => {
    const foreign = await callApi(t, 'GET', '/general-tickets/categories', f.people.outsider.token);
    const foreignCategory = foreign.json().data[0].id as string;
    const reactive = await callApi(t, 'GET', '/reactive-tickets/categories', f.people.admin.token);
    const reactiveCategory = reactive.json().data[0].id as string;
    const response = await postTicket(t, f.people.manager.token, 'general', {
      title: 'Mixed up',
      building_id: f.buildings.north.id,
      location_id: f.locations.southRoom,
      asset_id: f.assets.south.id,
      category_id: reactiveCategory,
      team_id: f.contractors.company.id,
      contractor_id: f.team.id,
      assignee_ids: [f.people.outsider.user.id],
      watcher_ids: [f.people.outsider.user.id],
      reporter_user_id: f.people.outsider.user.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      location_id: ['Choose a location in this building'],
      asset_id: ['Choose an asset in this building'],
      category_id: ['Choose a category'],
      team_id: ['Choose a team'],
      contractor_id: ['Choose a contractor'],
      assignee_ids: ['Choose a person'],
      watcher_ids: ['Choose a person'],
      reporter_user_id: ['Choose a person'],
    });
    const otherBuilding = await postTicket(t, f.people.manager.token, 'general', {
      title: 'Elsewhere',
      building_id: f.buildings.foreign.id,
      category_id: foreignCategory,
    });
    expect(otherBuilding.json().errors).toEqual({
      building_id: ['Choose a building'],
      category_id: ['Choose a category'],
    });
  });

  it("limits a building-limited manager to their buildings' tickets", async () => {
    const refused = await postTicket(t, f.people.limitedManager.token, 'reactive', {
      title: 'South leak',
      building_id: f.buildings.south.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ building_id: ['Choose a building'] });
    await createTicket(t, f.people.limitedManager.token, 'reactive', {
      building_id: f.buildings.north.id,
    });
  });

  it('lets only those who may change the kind assign at creation', async () => {
    // A technician may report reactive tickets (add) but not assign them (write).
    const assignments = [
      { assignee_ids: [f.people.technician.user.id] },
      { team_id: f.team.id },
      { contractor_id: f.contractors.company.id },
      { watcher_ids: [f.people.viewer.user.id] },
    ];
    for (const assignment of assignments) {
      const refused = await postTicket(t, f.people.technician.token, 'reactive', {
        title: 'Leak',
        building_id: f.buildings.north.id,
        ...assignment,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('TICKET_ASSIGN_FORBIDDEN');
    }
    const reporterRefused = await postTicket(t, f.people.reporter.token, 'general', {
      title: 'Lights',
      building_id: f.buildings.north.id,
      assignee_ids: [f.people.reporter.user.id],
    });
    expect(reporterRefused.statusCode).toBe(403);

    // Without assignment the same people still report, and nothing was stored by the refusals.
    const reported = await createTicket(t, f.people.technician.token, 'reactive', {
      title: 'Leak',
      building_id: f.buildings.north.id,
      assignee_ids: [],
      watcher_ids: [],
    });
    expect(reported).toMatchObject({ status: 'new', assignees: [], watchers: [] });
    const leaks = await t.app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.organisationId, f.org.id), eq(tickets.title, 'Leak')));
    expect(leaks).toHaveLength(1);

    // A manager (write) assigns people, a team and a contractor in the same request.
    const assigned = await createTicket(t, f.people.manager.token, 'reactive', {
      title: 'Assigned at once',
      building_id: f.buildings.north.id,
      assignee_ids: [f.people.technician.user.id],
      team_id: f.team.id,
      contractor_id: f.contractors.company.id,
    });
    expect(assigned).toMatchObject({
      status: 'assigned',
      assignees: [{ id: f.people.technician.user.id }],
      team: { id: f.team.id },
      contractor: { id: f.contractors.company.id },
    });
  });

  it('names the category with its key, in the detail and in the list', async () => {
    const listed = await callApi(t, 'GET', '/reactive-tickets/categories', f.people.admin.token);
    const builtIn = (listed.json().data as { id: string; name: string; key: string | null }[]).find(
      (category) => category.key !== null,
    )!;
    const ticket = await createTicket(t, f.people.manager.token, 'reactive', {
      title: 'Categorised',
      building_id: f.buildings.north.id,
      category_id: builtIn.id,
    });
    const category = { id: builtIn.id, name: builtIn.name, key: builtIn.key };
    expect(ticket.category).toEqual(category);
    const list = await callApi(
      t,
      'GET',
      '/reactive-tickets?search=Categorised',
      f.people.manager.token,
    );
    expect(list.json().data[0].category).toEqual(category);
  });

  it('needs the add permission of the kind', async () => {
    const body = { title: 'Not allowed', building_id: f.buildings.north.id };
    expect((await postTicket(t, f.people.viewer.token, 'reactive', body)).statusCode).toBe(403);
    expect((await postTicket(t, f.people.technician.token, 'general', body)).statusCode).toBe(403);
    expect((await postTicket(t, f.people.contractorStaff.token, 'reactive', body)).statusCode).toBe(
      403,
    );
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reactive-tickets',
      payload: body,
    });
    expect(unauthenticated.statusCode).toBe(401);
    const reported = await createTicket(t, f.people.reporter.token, 'general', body);
    expect(reported.reporter.user?.id).toBe(f.people.reporter.user.id);
    expect(reported.can_edit).toBe(false);
    expect(reported.allowed_transitions).toEqual([]);
  });
  it('lets only those who may assign choose assignees, a team, a contractor or the reporter', async () => {
    const { reporter, technician, manager, otherReporter } = f.people;
    const base = { title: 'Leak in the lobby', building_id: f.buildings.north.id };
    const choices = {
      assignee_ids: [f.people.technician.user.id],
      team_id: f.team.id,
      contractor_id: f.contractors.company.id,
      reporter_user_id: otherReporter.user.id,
    };
    for (const [field, value] of Object.entries(choices)) {
      for (const caller of [reporter, technician]) {
        const refused = await postTicket(t, caller.token, 'reactive', { ...base, [field]: value });
        expect(refused.statusCode, `${field} by a role without write`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'TICKET_ASSIGN_FORBIDDEN' });
      }
      const allowed = await postTicket(t, manager.token, 'reactive', { ...base, [field]: value });
      expect(allowed.statusCode, `${field} by a manager`).toBe(201);
    }
    const own = await createTicket(t, reporter.token, 'reactive', {
      ...base,
      reporter_user_id: reporter.user.id,
    });
    expect(own.reporter.user?.id).toBe(reporter.user.id);
  });

  it('keeps reassignment for those who may assign, also for the assigned technician', async () => {
    const { manager, technician, otherTechnician } = f.people;
    const ticket = await createTicket(t, manager.token, 'reactive', {
      title: 'Noisy fan',
      building_id: f.buildings.north.id,
      assignee_ids: [technician.user.id],
    });
    const path = `/reactive-tickets/${ticket.id}`;
    const handOver = await callApi(t, 'PATCH', path, technician.token, {
      assignee_ids: [otherTechnician.user.id],
    });
    expect(handOver.statusCode).toBe(403);
    expect(handOver.json()).toMatchObject({ code: 'TICKET_ASSIGN_FORBIDDEN' });
    const described = await callApi(t, 'PATCH', path, technician.token, {
      description: 'Bearing worn',
      assignee_ids: [technician.user.id],
    });
    expect(described.statusCode).toBe(200);
    const reassigned = await callApi(t, 'PATCH', path, manager.token, {
      assignee_ids: [otherTechnician.user.id],
    });
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json().assignees).toEqual([
      expect.objectContaining({ id: otherTechnician.user.id }),
    ]);
  });
});
