// The runs of scheduled reports, through a real SMTP server: a due schedule sends each recipient
// one e-mail in their language, with the report attached (or linked) and their own unsubscribe
// link and one-click List-Unsubscribe header, exactly once however often the occurrence is run;
// the owner's view is what is sent; an owner who is deactivated stops the schedule with the
// reason shown; the unsubscribe link works without sign-in and a tampered one is refused. Next
// runs follow the organisation's wall clock. Retries: reports-schedule-retries.test.ts.
import type { TReport, TReportSchedule } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules, ticketSettings, users } from '../src/db/schema/index.ts';
import type { DeliveryDeps } from '../src/modules/reports/report-delivery.shared.ts';
import { runDueSchedules, runOccurrence } from '../src/modules/reports/report-schedule-runner.ts';
import { nextRunAfter } from '../src/modules/reports/report-schedule-time.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { startSmtpSink, type SmtpSink } from './helpers/mail.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const APP_URL = 'http://app.example.test';
const DUE = new Date('2025-04-01T07:00:00Z');
const MARCH = { range: 'custom', from: '2025-03-01', to: '2025-03-31' } as const;

describe('scheduled report runs', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let deps: DeliveryDeps;
  let arabic: Person;

  const schedule = async (body: Record<string, unknown>, token = w.admin.token) => {
    const response = await call('POST', '/reports/schedules', token, {
      name: 'Monthly tickets',
      report_key: 'tickets',
      filters: { ...MARCH, group_by: 'building' },
      format: 'csv',
      frequency: 'monthly',
      day_of_month: 1,
      hour: 7,
      recipient_ids: [w.manager.user.id, arabic.user.id],
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TReportSchedule>();
    await t.app.db
      .update(reportSchedules)
      .set({ nextRunAt: DUE })
      .where(eq(reportSchedules.id, created.id));
    return created;
  };
  const mailsTo = (person: Person) =>
    sink.messages.filter((message) => message.to.includes(person.user.email));
  const tokenIn = (text: string) => /reports\/unsubscribe\?t=([\w.-]+)/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, APP_URL } });
    call = caller(t);
    w = await slaWorld(t, 'Runs');
    await loadTicketSettings(t.app.db, w.orgA);
    arabic = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('viewer'),
      language: 'ar',
    });
    deps = {
      db: t.app.db,
      files: t.app.files,
      appUrl: APP_URL,
      apiBase: '/api',
      sendMail: (input) => t.app.mail.send(input),
      log: t.app.log,
    };
    for (const [buildingId, day] of [
      [w.north, '03'],
      [w.north, '04'],
      [w.south, '10'],
    ] as const) {
      await insertTicket(t.app.db, {
        organisationId: w.orgA,
        buildingId,
        createdAt: new Date(`2025-03-${day}T10:00:00Z`),
      });
    }
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('sends each recipient one e-mail with the report attached, once per occurrence', async () => {
    const created = await schedule({});
    const now = new Date(DUE.getTime() + 30_000);
    expect(await runDueSchedules(deps, now)).toMatchObject({ sent: 1 });
    // The same pass again, and the same occurrence claimed again: nothing more is sent.
    expect(await runDueSchedules(deps, now)).toMatchObject({ sent: 0 });
    expect(await runOccurrence(deps, { id: created.id, organisationId: w.orgA }, DUE, now)).toBe(
      'skipped',
    );

    const [manager] = mailsTo(w.manager);
    expect(mailsTo(w.manager)).toHaveLength(1);
    expect(mailsTo(arabic)).toHaveLength(1);
    expect(manager?.subject).toContain('Monthly tickets');
    expect(manager?.attachments).toHaveLength(1);
    const csv = manager!.attachments[0]!;
    expect(csv.filename).toBe('tickets-2025-03-01-2025-03-31.csv');
    const report = (
      await call(
        'GET',
        '/reports/tickets?range=custom&from=2025-03-01&to=2025-03-31&group_by=building',
        w.admin.token,
      )
    ).json<TReport>();
    const lines = csv.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(report.rows.length + 2);
    expect(lines.at(-1)).toMatch(/^Total,3/);

    // Each person's own unsubscribe token: the page's link in the footer, the one-click address
    // (RFC 8058) in List-Unsubscribe.
    const token = tokenIn(manager!.text);
    expect(token).not.toBe('');
    expect(manager?.headers['list-unsubscribe']).toBe(
      `<${APP_URL}/api/v1/public/report-unsubscribe/one-click?token=${token}>`,
    );
    expect(manager?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(tokenIn(mailsTo(arabic)[0]!.text)).not.toBe(token);
    // The Arabic reader gets an Arabic e-mail and an Arabic file.
    expect(mailsTo(arabic)[0]?.html).toContain('dir="rtl"');
    expect(mailsTo(arabic)[0]?.attachments[0]?.content).toContain('المبنى');

    const after = (
      await call('GET', `/reports/schedules/${created.id}`, w.admin.token)
    ).json<TReportSchedule>();
    expect(after).toMatchObject({ last_status: 'sent', last_error: null });
    expect(after.next_run_at).toBe('2025-05-01T07:00:00.000Z');
  });

  it('sends a download link of the owner’s view when asked to', async () => {
    const southManager = await createUserWithToken(t.app.db, w.orgA, {
      rules: [...rulesOf('administrator')],
    });
    const { userBuildings } = await import('../src/db/schema/index.ts');
    await t.app.db
      .insert(userBuildings)
      .values({ organisationId: w.orgA, userId: southManager.user.id, buildingId: w.south });
    const before = mailsTo(w.manager).length;
    await schedule({ delivery: 'link', name: 'South only' }, southManager.token);
    await runDueSchedules(deps, new Date(DUE.getTime() + 60_000));
    const mail = mailsTo(w.manager).at(-1)!;
    expect(mailsTo(w.manager)).toHaveLength(before + 1);
    expect(mail.attachments).toEqual([]);
    const link = /(\/api\/v1\/files\/[^\s]+)/.exec(mail.text)?.[1] ?? '';
    const file = await t.app.inject({ method: 'GET', url: link });
    expect(file.statusCode, file.body).toBe(200);
    // The owner sees the south building only: one row, one ticket.
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('South Depot');
    expect(lines.at(-1)).toMatch(/^Total,1/);
  });

  it('stops a schedule whose owner was deactivated, with the reason shown', async () => {
    const owner = await createUserWithToken(t.app.db, w.orgA, { rules: rulesOf('administrator') });
    const created = await schedule({ name: 'Orphan' }, owner.token);
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, owner.user.id));
    const sent = sink.messages.length;
    expect(
      await runOccurrence(
        deps,
        { id: created.id, organisationId: w.orgA },
        DUE,
        new Date(DUE.getTime() + 1000),
      ),
    ).toBe('failed');
    expect(sink.messages.length).toBe(sent);
    const after = (
      await call('GET', `/reports/schedules/${created.id}`, w.admin.token)
    ).json<TReportSchedule>();
    expect(after).toMatchObject({
      active: false,
      next_run_at: null,
      last_status: 'failed',
      last_error: 'Its owner is no longer active: edit the schedule to take it over.',
    });
  });

  it('unsubscribes without sign-in and refuses a tampered token', async () => {
    const created = await schedule({ name: 'To leave' });
    await runOccurrence(
      deps,
      { id: created.id, organisationId: w.orgA },
      DUE,
      new Date(DUE.getTime() + 1000),
    );
    const token = tokenIn(mailsTo(arabic).at(-1)!.text);
    const leave = (payload: Record<string, unknown>, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/public/report-unsubscribe',
        headers: { 'accept-language': language },
        payload,
      });

    const [body, signature = ''] = token.split('.');
    const tampered = await leave({ token: `${body}.${signature.slice(0, -2)}xy` });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ code: 'LINK_INVALID' });

    const done = await leave({ token }, 'fr');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: 'Vous ne recevrez plus « To leave ».',
      schedule_name: 'To leave',
    });
    expect((await leave({ token })).statusCode).toBe(200);
    const after = (
      await call('GET', `/reports/schedules/${created.id}`, w.admin.token)
    ).json<TReportSchedule>();
    expect(after.recipients.map((person) => person.id)).toEqual([w.manager.user.id]);
    expect(after.active).toBe(true);
  });

  it('finds next runs on the organisation’s wall clock', async () => {
    const weekly = {
      frequency: 'weekly' as const,
      dayOfWeek: 1,
      dayOfMonth: null,
      hour: 7,
      startsOn: null,
      endsOn: null,
    };
    // Monday 07:00 in Paris: 06:00 UTC in winter, 05:00 UTC in summer.
    expect(
      nextRunAfter(weekly, 'Europe/Paris', new Date('2025-03-26T12:00:00Z'))?.toISOString(),
    ).toBe('2025-03-31T05:00:00.000Z');
    expect(
      nextRunAfter(weekly, 'Europe/Paris', new Date('2025-03-20T12:00:00Z'))?.toISOString(),
    ).toBe('2025-03-24T06:00:00.000Z');
    const monthly = { ...weekly, frequency: 'monthly' as const, dayOfWeek: null, dayOfMonth: 31 };
    // On the 31st, February sends on its last day.
    expect(nextRunAfter(monthly, 'UTC', new Date('2025-02-01T00:00:00Z'))?.toISOString()).toBe(
      '2025-02-28T07:00:00.000Z',
    );
    // Nothing after the last day; nothing before the first.
    expect(
      nextRunAfter({ ...monthly, endsOn: '2025-03-30' }, 'UTC', new Date('2025-03-01T00:00:00Z')),
    ).toBeNull();
    const daily = { ...weekly, frequency: 'daily' as const, startsOn: '2025-06-10' };
    expect(nextRunAfter(daily, 'UTC', new Date('2025-06-01T08:00:00Z'))?.toISOString()).toBe(
      '2025-06-10T07:00:00.000Z',
    );
    // The organisation's zone is used for the hour.
    await t.app.db
      .update(ticketSettings)
      .set({ timezone: 'Asia/Dubai' })
      .where(eq(ticketSettings.organisationId, w.orgA));
    const created = await call('POST', '/reports/schedules', w.admin.token, {
      name: 'Dubai mornings',
      report_key: 'tickets',
      frequency: 'daily',
      hour: 8,
      recipient_ids: [w.manager.user.id],
    });
    const next = new Date(created.json<TReportSchedule>().next_run_at!);
    expect(next.getUTCHours()).toBe(4);
    expect(created.json<TReportSchedule>().timezone).toBe('Asia/Dubai');
  });
});
