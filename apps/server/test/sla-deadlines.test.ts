// SLA deadlines on the database: the most specific active policy, the calendar and holidays of
// the organisation, the at-risk moment, and pausing on hold then resuming.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, slaPolicies, ticketSettings } from '../src/db/schema/index.ts';
import {
  computeDeadlines,
  loadCalendar,
  pauseDeadlines,
  resumeDeadlines,
} from '../src/modules/sla/sla-deadlines.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { insertTicket, slaWorld } from './sla-world.ts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

describe('SLA deadlines', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await slaWorld(t, 'SLA Deadlines');
    const db = t.app.db;
    const policy = (name: string, values: Partial<typeof slaPolicies.$inferInsert>) => ({
      organisationId: w.orgA,
      name,
      priority: 'high' as const,
      responseMinutes: 60,
      resolutionMinutes: 240,
      ...values,
    });
    await db.insert(slaPolicies).values([
      policy('High (any)', {}),
      policy('High reactive', { kind: 'reactive', responseMinutes: 30 }),
      policy('High HVAC', { categoryId: w.hvac, resolutionMinutes: 120 }),
      policy('High HVAC North', {
        categoryId: w.hvac,
        buildingId: w.north,
        resolutionMinutes: 60,
        active: false,
      }),
      policy('Critical 24/7', { priority: 'critical', clock: 'always', resolutionMinutes: 600 }),
    ]);
    // Paris office hours, Monday to Friday, and a holiday on Monday 10 March 2025.
    await loadCalendar(db, w.orgA);
    await db
      .update(ticketSettings)
      .set({ timezone: 'Europe/Paris', atRiskPercent: 50 })
      .where(eq(ticketSettings.organisationId, w.orgA));
    await db.insert(holidays).values({ organisationId: w.orgA, day: '2025-03-10', name: 'Fête' });
  });
  afterAll(async () => t.close());

  const subject = (values: Record<string, unknown> = {}) => ({
    kind: 'reactive' as const,
    priority: 'high' as const,
    categoryId: w.hvac,
    buildingId: w.north,
    ...values,
  });

  it('uses the most specific active policy, on business hours with holidays', async () => {
    // Friday 7 March 2025 17:30 Paris; HVAC policy: 1 h response, 2 h resolution.
    const start = new Date('2025-03-07T16:30:00Z');
    const deadlines = await computeDeadlines(t.app.db, w.orgA, subject(), start);
    const [hvacPolicy] = await t.app.db
      .select()
      .from(slaPolicies)
      .where(eq(slaPolicies.name, 'High HVAC'));
    expect(deadlines.slaPolicyId).toBe(hvacPolicy?.id);
    // Monday is a holiday: Tuesday 11 March 08:30 Paris for the response, 09:30 for the resolution.
    expect(iso(deadlines.responseDueAt)).toBe('2025-03-11T07:30:00.000Z');
    expect(iso(deadlines.resolutionDueAt)).toBe('2025-03-11T08:30:00.000Z');
    // At risk once half of the 2 h have run: 30 minutes on Friday, 30 on Tuesday.
    expect(iso(deadlines.resolutionRiskAt)).toBe('2025-03-11T07:30:00.000Z');
  });

  it('falls back to kind, then priority only; the always clock is wall time', async () => {
    const start = new Date('2025-03-07T16:30:00Z');
    const reactive = await computeDeadlines(t.app.db, w.orgA, subject({ categoryId: null }), start);
    // The reactive policy's 30 minutes fit before Friday's closing.
    expect(iso(reactive.responseDueAt)).toBe('2025-03-07T17:00:00.000Z');
    const general = await computeDeadlines(
      t.app.db,
      w.orgA,
      subject({ kind: 'general', categoryId: w.cleaning }),
      start,
    );
    expect(iso(general.responseDueAt)).toBe('2025-03-11T07:30:00.000Z');
    const critical = await computeDeadlines(
      t.app.db,
      w.orgA,
      subject({ priority: 'critical' }),
      start,
    );
    expect(iso(critical.resolutionDueAt)).toBe('2025-03-08T02:30:00.000Z');
  });

  it('gives no deadlines when no policy matches (and creates no settings for nothing)', async () => {
    const none = await computeDeadlines(
      t.app.db,
      w.orgB,
      subject({ buildingId: w.foreignBuilding }),
      new Date(),
    );
    expect(none).toEqual({
      slaPolicyId: null,
      responseDueAt: null,
      resolutionDueAt: null,
      resolutionRiskAt: null,
    });
  });

  it('pauses on hold with the business time left and resumes from it', async () => {
    const created = new Date('2025-03-11T08:00:00Z'); // Tuesday 09:00 Paris
    const deadlines = await computeDeadlines(t.app.db, w.orgA, subject(), created);
    const ticket = await insertTicket(t.app.db, {
      organisationId: w.orgA,
      buildingId: w.north,
      categoryId: w.hvac,
      priority: 'high',
      ...deadlines,
    });
    // On hold at 09:30 Paris: 90 minutes of the 2 h resolution are left.
    const pausedAt = new Date('2025-03-11T08:30:00Z');
    const paused = await pauseDeadlines(t.app.db, w.orgA, ticket, pausedAt);
    expect(paused).toEqual({ slaPausedAt: pausedAt, resolutionRemainingSeconds: 90 * 60 });
    expect(await pauseDeadlines(t.app.db, w.orgA, { ...ticket, ...paused }, pausedAt)).toEqual({});

    // Back at 17:30 Paris: 30 minutes today, 60 more on Wednesday from 08:00.
    const resumed = await resumeDeadlines(
      t.app.db,
      w.orgA,
      { ...ticket, ...paused },
      new Date('2025-03-11T16:30:00Z'),
    );
    expect(resumed.slaPausedAt).toBeNull();
    expect(resumed.resolutionRemainingSeconds).toBeNull();
    expect(iso(resumed.resolutionDueAt)).toBe('2025-03-12T08:00:00.000Z');
    // The response (due 10:00, 30 min left) moves too: 18:00; the risk (10:00, 30 min left) too.
    expect(iso(resumed.responseDueAt)).toBe('2025-03-11T17:00:00.000Z');
    expect(iso(resumed.resolutionRiskAt)).toBe('2025-03-11T17:00:00.000Z');
  });

  it('keeps a responded ticket’s response deadline and counts an overdue pause as zero', async () => {
    const ticket = await insertTicket(t.app.db, {
      organisationId: w.orgA,
      buildingId: w.north,
      responseDueAt: new Date('2025-03-11T09:00:00Z'),
      resolutionDueAt: new Date('2025-03-11T10:00:00Z'),
      respondedAt: new Date('2025-03-11T08:10:00Z'),
    });
    const paused = await pauseDeadlines(t.app.db, w.orgA, ticket, new Date('2025-03-11T12:00:00Z'));
    expect(paused.resolutionRemainingSeconds).toBe(0);
    const resumed = await resumeDeadlines(
      t.app.db,
      w.orgA,
      { ...ticket, ...paused },
      new Date('2025-03-12T08:00:00Z'),
    );
    expect(resumed.responseDueAt).toBeUndefined();
    expect(iso(resumed.resolutionDueAt)).toBe('2025-03-12T08:00:00.000Z');
  });
});
