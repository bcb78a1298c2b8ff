// The sla.check pass: at-risk and breach marks, who is told (in-app and e-mail), escalation to
// the policy's role, idempotence, paused and finished tickets, and organisations kept apart.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  slaPolicies,
  ticketActivity,
  tickets,
  type Ticket,
} from '../src/db/schema/index.ts';
import { runSlaCheck } from '../src/modules/sla/sla-check.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const NOW = new Date('2025-06-02T12:00:00Z');
const minutes = (amount: number) => new Date(NOW.getTime() + amount * 60_000);

describe('sla.check', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let escalation: Person;
  let foreignManager: Person;
  const ticket: Record<string, Ticket> = {};

  const notified = async (ticketId: string) =>
    t.app.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.ticketId, ticketId));

  beforeAll(async () => {
    t = await createTestApp();
    w = await slaWorld(t, 'SLA Check');
    const db = t.app.db;
    escalation = await createUserWithToken(db, w.orgA, { rules: rulesOf('viewer') });
    foreignManager = await createUserWithToken(db, w.orgB, {
      rules: rulesOf('facilities_manager'),
    });
    const [policy] = await db
      .insert(slaPolicies)
      .values({
        organisationId: w.orgA,
        name: 'High with escalation',
        priority: 'high',
        responseMinutes: 30,
        resolutionMinutes: 120,
        escalationRoleId: escalation.role.id,
      })
      .returning();
    const open = { organisationId: w.orgA, buildingId: w.north, status: 'assigned' as const };
    const tech = [w.technician.user.id];
    ticket.atRisk = await insertTicket(
      db,
      { ...open, resolutionRiskAt: minutes(-5), resolutionDueAt: minutes(30), respondedAt: NOW },
      tech,
    );
    ticket.breached = await insertTicket(
      db,
      {
        ...open,
        slaPolicyId: policy!.id,
        resolutionRiskAt: minutes(-90),
        resolutionDueAt: minutes(-1),
        respondedAt: minutes(-100),
      },
      tech,
    );
    ticket.noResponse = await insertTicket(
      db,
      { ...open, status: 'new', responseDueAt: minutes(-1), resolutionDueAt: minutes(60) },
      tech,
    );
    ticket.paused = await insertTicket(
      db,
      { ...open, slaPausedAt: minutes(-200), resolutionDueAt: minutes(-100) },
      tech,
    );
    ticket.onHold = await insertTicket(
      db,
      { ...open, status: 'on_hold', resolutionDueAt: minutes(-100) },
      tech,
    );
    ticket.done = await insertTicket(
      db,
      { ...open, status: 'completed', resolutionDueAt: minutes(-100) },
      tech,
    );
    ticket.future = await insertTicket(
      db,
      { ...open, resolutionRiskAt: minutes(5), resolutionDueAt: minutes(60) },
      tech,
    );
    ticket.southBuilding = await insertTicket(
      db,
      { ...open, buildingId: w.south, resolutionRiskAt: minutes(-1), resolutionDueAt: minutes(9) },
      [],
    );
    // Another organisation's ticket, naming a user of the first one as assignee (never told).
    ticket.foreign = await insertTicket(
      db,
      {
        organisationId: w.orgB,
        buildingId: w.foreignBuilding,
        status: 'in_progress',
        resolutionDueAt: minutes(-10),
      },
      [w.technician.user.id],
    );
  });
  afterAll(async () => t.close());

  it('flags at-risk tickets and tells assignees and managers, in-app and by e-mail', async () => {
    const result = await runSlaCheck(t.app.db, NOW);
    expect(result).toEqual({ atRisk: 2, breached: 3, escalated: 1 });

    const [row] = await t.app.db.select().from(tickets).where(eq(tickets.id, ticket.atRisk!.id));
    expect(row?.atRiskNotifiedAt?.toISOString()).toBe(NOW.toISOString());
    const told = await notified(ticket.atRisk!.id);
    expect(new Set(told.map((entry) => entry.type))).toEqual(new Set(['sla_at_risk']));
    // Technician (assignee), administrator and facilities manager (write on reactive tickets).
    expect(told.map((entry) => entry.userId).sort()).toEqual(
      [w.technician.user.id, w.admin.user.id, w.manager.user.id].sort(),
    );
    const mails = await t.app.db
      .select({ to: mailOutbox.to, template: mailOutbox.template, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, w.technician.user.email));
    const atRiskMail = mails.find((mail) => mail.text.includes(ticket.atRisk!.number));
    expect(atRiskMail?.template).toBe('sla-at-risk');
    expect(atRiskMail?.text).toContain(`/reactive-tickets/${ticket.atRisk!.id}`);

    const [activity] = await t.app.db
      .select()
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, ticket.atRisk!.id));
    expect(activity).toMatchObject({ type: 'sla', data: { event: 'at_risk' }, actorUserId: null });
  });

  it('records breaches once, says the breach rather than the risk, and escalates once', async () => {
    const [row] = await t.app.db.select().from(tickets).where(eq(tickets.id, ticket.breached!.id));
    expect(row?.resolutionBreachedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row?.escalatedAt?.toISOString()).toBe(NOW.toISOString());
    const told = await notified(ticket.breached!.id);
    expect(told.filter((entry) => entry.type === 'sla_at_risk')).toEqual([]);
    expect(told.filter((entry) => entry.type === 'sla_escalated')).toEqual([
      { userId: escalation.user.id, type: 'sla_escalated' },
    ]);
    expect(told.filter((entry) => entry.type === 'sla_breached')).toHaveLength(3);

    const [late] = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.id, ticket.noResponse!.id));
    expect(late?.responseBreachedAt?.toISOString()).toBe(NOW.toISOString());
    expect(late?.resolutionBreachedAt).toBeNull();
    const [escalated] = await t.app.db
      .select({ to: mailOutbox.to, template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, escalation.user.email));
    expect(escalated?.template).toBe('sla-escalated');
  });

  it('leaves paused, on-hold, finished and not-yet-due tickets alone', async () => {
    const untouched = [ticket.paused!, ticket.onHold!, ticket.done!, ticket.future!];
    const rows = await t.app.db
      .select()
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          untouched.map((entry) => entry.id),
        ),
      );
    for (const row of rows) {
      expect(row.atRiskNotifiedAt).toBeNull();
      expect(row.resolutionBreachedAt).toBeNull();
    }
    for (const entry of untouched) expect(await notified(entry.id)).toEqual([]);
  });

  it('keeps organisations apart and limits managers to their buildings', async () => {
    const foreign = await notified(ticket.foreign!.id);
    expect(foreign.map((entry) => entry.userId).sort()).toEqual(
      [w.outsider.user.id, foreignManager.user.id].sort(),
    );
    const south = await notified(ticket.southBuilding!.id);
    expect(south.map((entry) => entry.userId).sort()).toEqual(
      [w.admin.user.id, w.manager.user.id].sort(),
    );
  });

  it('tells people once however often it runs', async () => {
    const before = await t.app.db.select({ id: notifications.id }).from(notifications);
    expect(await runSlaCheck(t.app.db, NOW)).toEqual({ atRisk: 0, breached: 0, escalated: 0 });
    expect(await runSlaCheck(t.app.db, minutes(1))).toEqual({
      atRisk: 0,
      breached: 0,
      escalated: 0,
    });
    const after = await t.app.db.select({ id: notifications.id }).from(notifications);
    expect(after).toHaveLength(before.length);
    const activities = await t.app.db
      .select()
      .from(ticketActivity)
      .where(and(eq(ticketActivity.ticketId, ticket.breached!.id), eq(ticketActivity.type, 'sla')));
    expect(activities.map((entry) => entry.data.event).sort()).toEqual(
      ['escalated', 'resolution_breached'].sort(),
    );
  });
});
