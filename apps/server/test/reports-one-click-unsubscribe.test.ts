// One-click unsubscribe (RFC 8058) from a scheduled report's e-mail: List-Unsubscribe names the
// API's one-click address with the recipient's signed token and List-Unsubscribe-Post says so;
// a mail client's POST (form-encoded or multipart, no sign-in) removes that person at once, and
// again answers the same; a GET, as mail scanners make, changes nothing; a missing, tampered or
// malformed token is a 4xx in the caller's language, never a 500.
import type { TReportSchedule } from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, reportSchedules } from '../src/db/schema/index.ts';
import { runOccurrence } from '../src/modules/reports/report-schedule-runner.ts';
import { loadTicketSettings } from '../src/modules/tickets/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, rulesOf, slaWorld, type Person } from './sla-world.ts';

const APP_URL = 'http://app.example.test';
const DUE = new Date('2025-04-01T07:00:00Z');
const ONE_CLICK = '/api/v1/public/report-unsubscribe/one-click';

describe('one-click unsubscribe', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let viewer: Person;
  let created: TReportSchedule;
  /** The one-click address of each recipient's e-mail, as a path and query on this server. */
  const addressOf = new Map<string, string>();

  const recipientIds = async () =>
    (await call('GET', `/reports/schedules/${created.id}`, w.admin.token))
      .json<TReportSchedule>()
      .recipients.map((person) => person.id);
  const post = (
    url: string,
    body: { type: string; payload: string } = {
      type: 'application/x-www-form-urlencoded',
      payload: 'List-Unsubscribe=One-Click',
    },
    language = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': body.type, 'accept-language': language },
      payload: body.payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL } });
    call = caller(t);
    w = await slaWorld(t, 'One click');
    await loadTicketSettings(t.app.db, w.orgA);
    viewer = await createUserWithToken(t.app.db, w.orgA, { rules: rulesOf('viewer') });
    const response = await call('POST', '/reports/schedules', w.admin.token, {
      name: 'Weekly tickets',
      report_key: 'tickets',
      format: 'csv',
      frequency: 'daily',
      hour: 7,
      recipient_ids: [w.admin.user.id, w.manager.user.id, viewer.user.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    created = response.json<TReportSchedule>();
    await t.app.db
      .update(reportSchedules)
      .set({ nextRunAt: DUE })
      .where(eq(reportSchedules.id, created.id));
    const deps = {
      db: t.app.db,
      files: t.app.files,
      appUrl: APP_URL,
      apiBase: '/api',
      sendMail: (input: Parameters<typeof t.app.mail.send>[0]) => t.app.mail.send(input),
      log: t.app.log,
    };
    expect(await runOccurrence(deps, { id: created.id, organisationId: w.orgA }, DUE)).toBe('sent');
    for (const person of [w.admin, w.manager, viewer]) {
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, person.user.email));
      expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const address = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
      expect(address.startsWith(`${APP_URL}${ONE_CLICK}?token=`), address).toBe(true);
      // The footer's link is the page that asks first, with the same token.
      const token = new URL(address).searchParams.get('token') ?? '';
      expect(mail?.text).toContain(`${APP_URL}/reports/unsubscribe?t=${token}`);
      addressOf.set(person.user.id, address.slice(APP_URL.length));
    }
  });
  afterAll(() => t.close());

  it('removes the person at once on a form-encoded POST, and answers the same again', async () => {
    const url = addressOf.get(w.manager.user.id)!;
    // A scanner opening the address changes nothing.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await recipientIds()).toContain(w.manager.user.id);

    const done = await post(url, undefined, 'fr');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: 'Vous ne recevrez plus « Weekly tickets ».',
      schedule_name: 'Weekly tickets',
    });
    expect(await recipientIds()).not.toContain(w.manager.user.id);
    const again = await post(url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ schedule_name: 'Weekly tickets' });
  });

  it('takes a multipart body, or none, as RFC 8058 clients may send', async () => {
    const boundary = 'one-click-boundary';
    const multipart = await post(addressOf.get(viewer.user.id)!, {
      type: `multipart/form-data; boundary=${boundary}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const bare = await t.app.inject({ method: 'POST', url: addressOf.get(w.admin.user.id)! });
    expect(bare.statusCode, bare.body).toBe(200);
    // The last recipient gone, the schedule is paused with the reason shown.
    const after = (
      await call('GET', `/reports/schedules/${created.id}`, w.admin.token)
    ).json<TReportSchedule>();
    expect(after).toMatchObject({ recipients: [], active: false, last_status: 'failed' });
  });

  it('refuses a tampered, cut, extended or missing token in the caller’s language', async () => {
    const url = addressOf.get(w.manager.user.id)!;
    const token = new URL(url, APP_URL).searchParams.get('token')!;
    const [body = '', signature = ''] = token.split('.');
    for (const bad of [
      `${body}.${signature.slice(0, -2)}xy`,
      `${body.slice(0, -3)}.${signature}`,
      `${token}.more`,
      'x'.repeat(40),
    ]) {
      const refused = await post(`${ONE_CLICK}?token=${encodeURIComponent(bad)}`, undefined, 'fr');
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'LINK_INVALID',
        message: "Ce lien n'est pas valide",
      });
    }
    for (const query of ['', '?token=', `?token=${'a'.repeat(2001)}`]) {
      const refused = await post(`${ONE_CLICK}${query}`, undefined, 'ar');
      expect(refused.statusCode, query).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('رابط إلغاء الاشتراك غير مكتمل');
    }
    const broken = await post(`${ONE_CLICK}?token=%E0%A4%A`);
    expect(broken.statusCode).toBe(400);
    // Another content type is refused before the token is read.
    const xml = await post(url, { type: 'application/xml', payload: '<x/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
