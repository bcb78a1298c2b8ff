// Resolution and response times in business hours, net of hold (docs/kpis.md): the arithmetic
// on a fixed calendar, and the columns the ticket work writes when a ticket is answered and
// completed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivity, tickets, ticketSettings } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import type { WorkingCalendar } from '../src/modules/sla/business-time.ts';
import {
  backfillBusinessSeconds,
  netBusinessSeconds,
  type StatusMove,
} from '../src/modules/sla/index.ts';
import { insertTicket } from './sla-world.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  createTicket,
  createTicketFixture,
  moveTicket,
  type TicketFixture,
} from './helpers/tickets.ts';

const HOUR = 3600;
const weekdays = [{ start: '08:00', end: '18:00' }];
const paris: WorkingCalendar = {
  timezone: 'Europe/Paris',
  week: [[], weekdays, weekdays, weekdays, weekdays, weekdays, []],
  holidays: new Set(),
};
// Friday 7 March 2025 17:00 in Paris (UTC+1) to Monday 10 March 10:00.
const friday = new Date('2025-03-07T16:00:00Z');
const monday = new Date('2025-03-10T09:00:00Z');
const move = (iso: string, from: string, to: string): StatusMove => ({
  at: new Date(iso),
  from,
  to,
});

describe('business time of a ticket', () => {
  it('counts Friday 17:00 to Monday 10:00 as 3 business hours', () => {
    expect(netBusinessSeconds(friday, monday, [], paris)).toBe(3 * HOUR);
  });

  it('takes away the business time on hold', () => {
    // On hold on Monday from 08:00 to 09:00 local.
    const moves = [
      move('2025-03-10T07:00:00Z', 'in_progress', 'on_hold'),
      move('2025-03-10T08:00:00Z', 'on_hold', 'in_progress'),
    ];
    expect(netBusinessSeconds(friday, monday, moves, paris)).toBe(2 * HOUR);
    // Held over the weekend only: nothing to take away.
    const weekend = [
      move('2025-03-08T10:00:00Z', 'in_progress', 'on_hold'),
      move('2025-03-09T10:00:00Z', 'on_hold', 'in_progress'),
    ];
    expect(netBusinessSeconds(friday, monday, weekend, paris)).toBe(3 * HOUR);
    // Still on hold when completed: held until the end.
    const held = [move('2025-03-10T08:00:00Z', 'in_progress', 'on_hold')];
    expect(netBusinessSeconds(friday, monday, held, paris)).toBe(2 * HOUR);
  });

  it('counts wall-clock time net of hold without a working calendar', () => {
    const moves = [
      move('2025-03-08T16:00:00Z', 'in_progress', 'on_hold'),
      move('2025-03-09T16:00:00Z', 'on_hold', 'in_progress'),
    ];
    expect(netBusinessSeconds(friday, monday, moves, null)).toBe((65 - 24) * HOUR);
  });
});

describe('resolution and response columns', () => {
  let t: TestApp;
  let f: TicketFixture;
  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
  });
  afterAll(() => t.close());

  it('are written when work starts and when the ticket is completed, and cleared on reopen', async () => {
    const { manager } = f.people;
    const ticket = await createTicket(t, manager.token, 'reactive', {
      building_id: f.buildings.north.id,
    });
    const row = async () =>
      (await t.app.db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!;
    expect((await row()).responseBusinessSeconds).toBeNull();
    const step = async (body: Record<string, unknown>) => {
      const response = await moveTicket(t, manager.token, 'reactive', ticket.id, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await step({ status: 'in_progress' });
    const started = await row();
    expect(started.responseBusinessSeconds).toBeGreaterThanOrEqual(0);
    expect(started.resolutionBusinessSeconds).toBeNull();
    await step({ status: 'completed' });
    expect((await row()).resolutionBusinessSeconds).toBeGreaterThanOrEqual(0);
    await step({ status: 'reopened', reason: 'Still leaking' });
    const reopened = await row();
    expect(reopened.resolutionBusinessSeconds).toBeNull();
    expect(reopened.responseBusinessSeconds).toBe(started.responseBusinessSeconds);
  });

  it('are filled for tickets completed before they existed', async () => {
    const db = t.app.db;
    await loadTicketSettings(db, f.org.id);
    await db
      .update(ticketSettings)
      .set({ timezone: 'Europe/Paris' })
      .where(eq(ticketSettings.organisationId, f.org.id));
    const old = await insertTicket(db, {
      organisationId: f.org.id,
      buildingId: f.buildings.north.id,
      kind: 'general',
      seq: 900,
      number: 'GT-000900',
      status: 'completed',
      createdAt: friday,
      respondedAt: new Date('2025-03-10T07:30:00Z'),
      completedAt: monday,
    });
    await db.insert(ticketActivity).values(
      [
        move('2025-03-10T07:00:00Z', 'in_progress', 'on_hold'),
        move('2025-03-10T08:00:00Z', 'on_hold', 'in_progress'),
      ].map((entry) => ({
        organisationId: f.org.id,
        ticketId: old.id,
        type: 'status' as const,
        data: { from: entry.from, to: entry.to },
        createdAt: entry.at,
      })),
    );
    while ((await backfillBusinessSeconds(db)) > 0);
    const [row] = await db.select().from(tickets).where(eq(tickets.id, old.id));
    // Friday 17:00-18:00, Monday 08:00-10:00 less the hour on hold; answered at 08:30 during it.
    expect(row).toMatchObject({
      resolutionBusinessSeconds: 2 * HOUR,
      responseBusinessSeconds: HOUR,
    });
    expect(await backfillBusinessSeconds(db)).toBe(0);
  });
});
