// Which schedules a generation pass works: only those whose next occurrence has come within
// their lead time (`plan_again_on`), so a monthly schedule is left alone until 28 days before its
// next date, then makes that task; nothing is missed or made twice on the way.
import type { TPpmSchedule } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ppmSchedules, tickets } from '../src/db/schema/index.ts';
import { generatePpmTasks } from '../src/modules/ppm/index.ts';
import type { TicketsDeps } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { callApi, createTicketFixture, type TicketFixture } from './helpers/tickets.ts';

const DAY = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('PPM generation visits', () => {
  let t: TestApp;
  let f: TicketFixture;
  let deps: Pick<TicketsDeps, 'db' | 'hooks'>;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    deps = { db: t.app.db, hooks: { notify: async () => {} } as unknown as TicketsDeps['hooks'] };
  });
  afterAll(() => t.close());

  it('leaves a monthly schedule alone until its next date is within the lead time', async () => {
    // The 1st of next month, so that the next date after it is a whole month later.
    const now = new Date();
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const response = await callApi(t, 'POST', '/ppm-schedules', f.people.manager.token, {
      title: 'Sprinkler valve check',
      building_id: f.buildings.north.id,
      scope: 'building',
      triggers: [
        { type: 'calendar', frequency: 'monthly', month_mode: 'day_of_month', month_day: 1 },
      ],
      start_date: isoDay(first),
      non_working_day: 'keep',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<TPpmSchedule>();
    const row = async () =>
      (await t.app.db.select().from(ppmSchedules).where(eq(ppmSchedules.id, id)))[0]!;
    const tasks = async () =>
      (await t.app.db.select().from(tickets).where(eq(tickets.ppmScheduleId, id))).map((task) =>
        task.dueAt?.toISOString().slice(0, 10),
      );

    // Made 28 days ahead or not yet; either way the next visit is the second date less 28 days.
    const second = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
    const secondVisit = isoDay(new Date(second.getTime() - 28 * DAY));
    const daysToFirst = Math.ceil((first.getTime() - now.getTime()) / DAY);
    const firstMade = daysToFirst <= 28;
    expect((await row()).planAgainOn).toBe(
      firstMade ? secondVisit : isoDay(new Date(first.getTime() - 28 * DAY)),
    );

    // A pass the day before that visit does not touch it.
    const before = await row();
    const dayBefore = new Date(
      new Date(`${(await row()).planAgainOn}T12:00:00Z`).getTime() - 2 * DAY,
    );
    if (dayBefore > now) {
      await generatePpmTasks(deps, dayBefore);
      expect((await row()).plannedThrough).toBe(before.plannedThrough);
    }

    // On the visit day (and after) the next date's task is made, once.
    const visitDay = new Date(`${secondVisit}T12:00:00Z`);
    await generatePpmTasks(deps, visitDay);
    await generatePpmTasks(deps, new Date(visitDay.getTime() + DAY));
    expect(await tasks()).toEqual([isoDay(first), isoDay(second)]);
    expect((await row()).planAgainOn).toBe(
      isoDay(new Date(Date.UTC(second.getUTCFullYear(), second.getUTCMonth() + 1, 1) - 28 * DAY)),
    );
  });
});
