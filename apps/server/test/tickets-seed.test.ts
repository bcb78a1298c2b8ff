// The demo tickets: both kinds numbered in creation order, every SLA state a newcomer should
// see, the technician's queue filled through the API with their building scope applied, a
// reporter who sees only their own tickets, history written for every ticket, and a year of
// faults on equipment and time logged for the reports over assets and people.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  statusesOf,
  type TMyJobsResponse,
  type TReport,
  type TTicketListResponse,
} from '@mainstay/contracts';
import {
  slaPolicies,
  ticketActivity,
  tickets,
  ticketSettings,
  users,
} from '../src/db/schema/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { createAccessToken } from '../src/modules/auth/access-tokens.ts';
import { slaStateOf } from '../src/modules/tickets/sla-state.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer } from './helpers/fixtures.ts';

describe('the demo tickets', () => {
  let t: TestApp;
  let organisationId: string;
  const tokenOf = async (email: string) => {
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    return createAccessToken(t.app.db, user!.id, organisationId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await seedDemoOrganisation(t.app.db)).organisationId;
  });
  afterAll(() => t.close());

  it('numbers both kinds in creation order and covers every SLA state', async () => {
    const rows = await t.app.db
      .select()
      .from(tickets)
      .where(eq(tickets.organisationId, organisationId))
      .orderBy(tickets.createdAt);
    const reactive = rows.filter((row) => row.kind === 'reactive');
    const general = rows.filter((row) => row.kind === 'general');
    expect(reactive.length).toBeGreaterThanOrEqual(20);
    expect(general.length).toBeGreaterThanOrEqual(6);
    expect(reactive[0]?.number).toBe('RT-000001');
    expect(general.at(-1)?.number).toBe(`GT-${String(general.length).padStart(6, '0')}`);

    const now = new Date();
    const states = new Set(rows.map((row) => slaStateOf(row, now)));
    for (const state of ['on_track', 'breached', 'paused', 'met', 'none'] as const) {
      expect(states, state).toContain(state);
    }
    // Every status a ticket can be in (PPM tasks, seeded with the schedules, have their own).
    const statuses = new Set([...reactive, ...general].map((row) => row.status));
    expect([...statuses].sort()).toEqual([...statusesOf('reactive')].sort());
    expect(rows.some((row) => row.feedbackRating !== null)).toBe(true);

    const [history] = await t.app.db
      .select({ value: count() })
      .from(ticketActivity)
      .where(eq(ticketActivity.organisationId, organisationId));
    expect(history?.value).toBeGreaterThan(rows.length * 2);
    const policies = await t.app.db
      .select()
      .from(slaPolicies)
      .where(eq(slaPolicies.organisationId, organisationId));
    expect(policies.length).toBeGreaterThanOrEqual(5);
    const [settings] = await t.app.db
      .select()
      .from(ticketSettings)
      .where(eq(ticketSettings.organisationId, organisationId));
    expect(settings?.timezone).toBe('Europe/London');
  });

  it("fills the technician's queue within their buildings, and the reporter sees their own", async () => {
    const technician = await tokenOf('technician@northwind.example');
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/my-jobs?per_page=50',
      headers: bearer(technician),
    });
    expect(jobs.statusCode).toBe(200);
    const queue = jobs.json<TMyJobsResponse>();
    expect(queue.total).toBeGreaterThanOrEqual(5);
    const buildings = new Set(queue.data.map((job) => job.building.name));
    expect([...buildings].every((name) => /Northwind House|Distribution/i.test(name))).toBe(true);

    const reporter = await tokenOf('reporter@northwind.example');
    const [reporterUser] = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'reporter@northwind.example')));
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reactive-tickets?per_page=100',
      headers: bearer(reporter),
    });
    expect(list.statusCode).toBe(200);
    const own = list.json<TTicketListResponse>();
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((ticket) => ticket.reporter.user?.id === reporterUser?.id)).toBe(true);
  });

  it('gives MTBF, workload, cost and the asset register figures to show', async () => {
    const admin = await tokenOf('admin@northwind.example');
    const day = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const report = async (key: string, query = '') => {
      const response = await t.app.inject({
        url: `/api/v1/reports/${key}?range=custom&from=${day(300)}&to=${day(1)}${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TReport>();
    };
    const mtbf = await report('mtbf');
    expect(mtbf.totals.failures).toBeGreaterThan(50);
    const failing = mtbf.rows.filter((row) => typeof row.mtbf_seconds === 'number');
    expect(failing.length).toBeGreaterThanOrEqual(10);
    expect(mtbf.rows.some((row) => row.failures === 0 && row.mtbf_seconds === null)).toBe(true);
    const workload = await report('workload');
    expect(workload.rows.length).toBeGreaterThanOrEqual(3);
    expect(workload.totals.logged_seconds).toBeGreaterThan(100 * 3600);
    expect(workload.totals.assigned).toBeGreaterThan(100);
    expect((await report('cost')).totals.labour).toBeGreaterThan(0);
    const register = await report('assets', '&group_by=building');
    expect(register.totals.warranty_expired).toBeGreaterThan(0);
    expect(register.totals.warranty_expiring).toBeGreaterThan(0);
    expect(register.totals.cost).toBeGreaterThan(0);
  });
});
