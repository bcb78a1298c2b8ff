// Report deliveries through the real job queue (pg-boss): a queued export is worked by the
// `reports.export` job, and a `reports.run-schedules` pass sends a due schedule once.
import type { TReportExport, TReportSchedule } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportScheduleRuns, reportSchedules } from '../src/db/schema/index.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { readOutbox, waitUntil } from './helpers/mail.ts';
import { caller, insertTicket, slaWorld } from './sla-world.ts';

describe('report deliveries on the job queue', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp({ queue: true, scheduleJobs: false });
    call = caller(t);
    w = await slaWorld(t, 'Queue');
    await loadTicketSettings(t.app.db, w.orgA);
    await insertTicket(t.app.db, { organisationId: w.orgA, buildingId: w.north });
  });
  afterAll(() => t.close());

  it('works a queued export to its file', async () => {
    const created = await call('POST', '/reports/tickets/exports', w.admin.token, {
      format: 'xlsx',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<TReportExport>().id;
    let latest: TReportExport | undefined;
    await waitUntil(async () => {
      latest = (await call('GET', `/reports/exports/${id}`, w.admin.token)).json<TReportExport>();
      return latest.status === 'done' || latest.status === 'failed';
    });
    expect(latest).toMatchObject({ status: 'done', progress: 100, row_count: 1 });
    expect(latest?.file?.name).toMatch(/\.xlsx$/);
  });

  it('sends a due schedule from a run-schedules pass, once', async () => {
    const created = await call('POST', '/reports/schedules', w.admin.token, {
      name: 'Queued daily',
      report_key: 'tickets',
      frequency: 'daily',
      hour: 6,
      recipient_ids: [w.manager.user.id],
    });
    const schedule = created.json<TReportSchedule>();
    const due = new Date(Date.now() - 60_000);
    await t.app.db
      .update(reportSchedules)
      .set({ nextRunAt: due })
      .where(eq(reportSchedules.id, schedule.id));
    await t.app.queue.send('reports.run-schedules', {});
    await t.app.queue.send('reports.run-schedules', {});
    const sentTo = async () =>
      (await readOutbox(t.app.db, { to: w.manager.user.email })).filter(
        (row) => row.template === 'report-schedule-attachment',
      );
    await waitUntil(async () => (await sentTo()).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await sentTo()).toHaveLength(1);
    const runs = await t.app.db
      .select()
      .from(reportScheduleRuns)
      .where(eq(reportScheduleRuns.scheduleId, schedule.id));
    expect(runs).toMatchObject([{ status: 'sent', recipients: 1 }]);
  });
});
