// Scheduled report runs that do not finish: a run whose attempt died mid-send is taken over once
// its lease has passed, and sent only to the people who did not get it yet; a run that fails is
// tried again after a wait, at most RUN_ATTEMPTS times, then given up with the reason on the
// schedule (as is a run whose last attempt died) unless a later occurrence ran since; what is
// left of a run whose schedule was paused meanwhile is not sent. Mail goes to the outbox (no
// SMTP here), which is what is counted.
import type { TReportSchedule } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  reportScheduleDeliveries,
  reportScheduleRuns,
  reportSchedules,
} from '../src/db/schema/index.ts';
import type { DeliveryDeps } from '../src/modules/reports/report-delivery.shared.ts';
import {
  RUN_ATTEMPTS,
  RUN_LEASE_MS,
  RUN_RETRY_DELAY_MS,
} from '../src/modules/reports/report-run-ledger.ts';
import { runDueSchedules, runOccurrence } from '../src/modules/reports/report-schedule-runner.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { waitUntil } from './helpers/mail.ts';
import { caller, rulesOf, slaWorld, type Person } from './sla-world.ts';

const DUE = new Date('2025-04-01T07:00:00Z');
const after = (ms: number) => new Date(DUE.getTime() + ms);

describe('scheduled report runs that do not finish', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let deps: DeliveryDeps;
  let viewer: Person;

  /** A schedule to the manager and a viewer; due at DUE when `due`, else next month for real. */
  const schedule = async (name: string, due = true) => {
    const response = await call('POST', '/reports/schedules', w.admin.token, {
      name,
      report_key: 'tickets',
      filters: { range: 'custom', from: '2025-03-01', to: '2025-03-31' },
      format: 'csv',
      frequency: 'monthly',
      day_of_month: 1,
      hour: 7,
      recipient_ids: [w.manager.user.id, viewer.user.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TReportSchedule>();
    if (due) {
      await t.app.db
        .update(reportSchedules)
        .set({ nextRunAt: DUE })
        .where(eq(reportSchedules.id, created.id));
    }
    return { ...created, organisationId: w.orgA };
  };
  const mailsTo = async (person: Person, name: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.user.email))).filter(
      (mail) => mail.subject.startsWith(`${name}:`),
    ).length;
  const runOf = async (scheduleId: string) => {
    const [run] = await t.app.db
      .select()
      .from(reportScheduleRuns)
      .where(eq(reportScheduleRuns.scheduleId, scheduleId));
    return run!;
  };
  const shown = async (id: string, token = w.admin.token) =>
    (await call('GET', `/reports/schedules/${id}`, token)).json<TReportSchedule>();
  /** A run as a server that died left it: claimed, unfinished, its lease passed. */
  const leftClaimed = (scheduleId: string, attempts: number) =>
    t.app.db.insert(reportScheduleRuns).values({
      organisationId: w.orgA,
      scheduleId,
      dueAt: DUE,
      startedAt: DUE,
      attempts,
      leaseUntil: after(RUN_LEASE_MS),
    });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    w = await slaWorld(t, 'Retries');
    await loadTicketSettings(t.app.db, w.orgA);
    viewer = await createUserWithToken(t.app.db, w.orgA, { rules: rulesOf('viewer') });
    deps = {
      db: t.app.db,
      files: t.app.files,
      appUrl: 'http://app.example.test',
      apiBase: '/api',
      sendMail: (input) => t.app.mail.send(input),
      log: t.app.log,
    };
  });
  afterAll(() => t.close());

  it('takes over a run whose attempt died mid-send and sends only to those not sent it', async () => {
    const created = await schedule('Died mid-send');
    let sent = 0;
    // The first e-mail goes out, then this attempt never comes back: its server died.
    const dying: DeliveryDeps = {
      ...deps,
      sendMail: async (input) => {
        await t.app.mail.send(input);
        sent += 1;
        await new Promise(() => {});
      },
    };
    void runOccurrence(dying, created, DUE, after(30_000));
    await waitUntil(() => sent === 1);
    expect(await runOf(created.id)).toMatchObject({ status: 'running', attempts: 1 });

    // Within the lease nobody takes it over.
    expect(await runDueSchedules(deps, after(5 * 60_000))).toMatchObject({ sent: 0, failed: 0 });
    expect(await runDueSchedules(deps, after(RUN_LEASE_MS + 60_000))).toMatchObject({ sent: 1 });
    expect(await mailsTo(w.manager, 'Died mid-send')).toBe(1);
    expect(await mailsTo(viewer, 'Died mid-send')).toBe(1);
    const run = await runOf(created.id);
    expect(run).toMatchObject({ status: 'sent', attempts: 2, recipients: 2, error: null });
    const deliveries = await t.app.db
      .select()
      .from(reportScheduleDeliveries)
      .where(eq(reportScheduleDeliveries.runId, run.id));
    // The one the dead attempt was sending to is claimed but not known as sent.
    expect(deliveries.filter((delivery) => delivery.sentAt === null)).toHaveLength(1);
    expect(await shown(created.id)).toMatchObject({ last_status: 'sent', last_error: null });

    // Taken over once: later passes send nothing more.
    await runDueSchedules(deps, after(3 * RUN_LEASE_MS));
    expect(await mailsTo(w.manager, 'Died mid-send')).toBe(1);
    expect(await mailsTo(viewer, 'Died mid-send')).toBe(1);
  });

  it('retries a run left claimed before it sent anything, and completes it', async () => {
    const created = await schedule('Left claimed', false);
    await leftClaimed(created.id, 1);
    expect(await runDueSchedules(deps, after(2 * RUN_LEASE_MS))).toMatchObject({ sent: 1 });
    expect(await mailsTo(w.manager, 'Left claimed')).toBe(1);
    expect(await mailsTo(viewer, 'Left claimed')).toBe(1);
    expect(await runOf(created.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('tries a failing run RUN_ATTEMPTS times, waiting between tries, then shows why', async () => {
    const created = await schedule('Always failing');
    let tries = 0;
    const failing: DeliveryDeps = {
      ...deps,
      sendMail: async () => {
        tries += 1;
        throw new Error('The mail server refused the message');
      },
    };
    let now = after(30_000);
    expect(await runOccurrence(failing, created, DUE, now)).toBe('retrying');
    expect(await runOf(created.id)).toMatchObject({ status: 'running', error: 'failed' });
    // Nothing is shown as failed while tries are left.
    expect(await shown(created.id)).toMatchObject({ last_status: null });
    // Too early for the next try.
    expect(await runDueSchedules(failing, after(60_000))).toMatchObject({ retrying: 0 });
    for (let attempt = 2; attempt <= RUN_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + RUN_RETRY_DELAY_MS * 2 ** (attempt - 2) + 1000);
      const outcomes = await runDueSchedules(failing, now);
      expect(outcomes[attempt < RUN_ATTEMPTS ? 'retrying' : 'failed'], `attempt ${attempt}`).toBe(
        1,
      );
    }
    expect(tries).toBe(RUN_ATTEMPTS);
    expect(await runOf(created.id)).toMatchObject({
      status: 'failed',
      error: 'failed',
      attempts: RUN_ATTEMPTS,
      recipients: 0,
    });
    expect(await shown(created.id)).toMatchObject({
      active: true,
      last_status: 'failed',
      last_error: 'The report could not be produced; the next run will try again.',
    });
    // Given up: no more tries, however long one waits.
    await runDueSchedules(failing, new Date(now.getTime() + 24 * 3_600_000));
    expect(tries).toBe(RUN_ATTEMPTS);
  });

  it('gives up a run whose last attempt died, as interrupted, in the reader’s language', async () => {
    const created = await schedule('Died every time', false);
    await leftClaimed(created.id, RUN_ATTEMPTS);
    expect(await runDueSchedules(deps, after(2 * RUN_LEASE_MS))).toMatchObject({ failed: 1 });
    expect(await mailsTo(w.manager, 'Died every time')).toBe(0);
    expect(await runOf(created.id)).toMatchObject({ status: 'failed', error: 'interrupted' });
    const french = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'fr',
    });
    expect(await shown(created.id, french.token)).toMatchObject({
      active: true,
      last_status: 'failed',
      last_error:
        'L’envoi a été interrompu et les nouvelles tentatives n’ont pas abouti ; certains destinataires ne l’ont peut-être pas reçu. Le prochain envoi réessaiera.',
    });
  });

  it('keeps the schedule’s last status from a later occurrence when an older run ends', async () => {
    const created = await schedule('Newer run first', false);
    await leftClaimed(created.id, RUN_ATTEMPTS);
    const newer = after(24 * 3_600_000);
    await t.app.db.insert(reportScheduleRuns).values({
      organisationId: w.orgA,
      scheduleId: created.id,
      dueAt: newer,
      startedAt: newer,
      status: 'sent',
      recipients: 2,
      finishedAt: newer,
    });
    await t.app.db
      .update(reportSchedules)
      .set({ lastRunAt: newer, lastStatus: 'sent' })
      .where(eq(reportSchedules.id, created.id));
    expect(await runDueSchedules(deps, after(2 * RUN_LEASE_MS))).toMatchObject({ failed: 1 });
    expect(await shown(created.id)).toMatchObject({
      last_run_at: newer.toISOString(),
      last_status: 'sent',
      last_error: null,
    });
  });

  it('does not send what is left of a run whose schedule was paused since', async () => {
    const created = await schedule('Paused meanwhile', false);
    await leftClaimed(created.id, 1);
    await call('PATCH', `/reports/schedules/${created.id}`, w.admin.token, { active: false });
    await runDueSchedules(deps, after(2 * RUN_LEASE_MS));
    expect(await mailsTo(w.manager, 'Paused meanwhile')).toBe(0);
    expect(await runOf(created.id)).toMatchObject({ status: 'failed', error: 'paused' });
    expect(await shown(created.id)).toMatchObject({ active: false, last_status: null });
    const left = await t.app.db
      .select()
      .from(reportScheduleRuns)
      .where(
        and(
          eq(reportScheduleRuns.scheduleId, created.id),
          eq(reportScheduleRuns.status, 'running'),
        ),
      );
    expect(left).toEqual([]);
  });
});
