import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOrganisation } from './helpers/fixtures.ts';
import { readOutbox, startSmtpSink, waitUntil, type SmtpSink } from './helpers/mail.ts';

const verifyData = { name: 'Ada', code: '482913', expires_minutes: '15' };
const resetLink = 'http://localhost:3000/auth/reset-password?token=abc123&email=ada%40example.test';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: sink.url, MAIL_FROM: 'Mainstay <mail@example.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the verification code readable in the text part', async () => {
    await t.app.mail.send({
      to: 'Ada@Example.test',
      template: 'verify-email',
      language: 'en',
      data: verifyData,
    });
    const message = sink.messages.at(-1);
    expect(message?.to).toEqual(['ada@example.test']);
    expect(message?.subject).toBe('Your Mainstay verification code');
    expect(message?.text).toContain('482913');
    expect(message?.text).toContain('The code expires in 15 minutes.');
    const [row] = await readOutbox(t.app.db, { to: 'ada@example.test' });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('puts the reset link in the HTML part as a button', async () => {
    await t.app.mail.send({
      to: 'ada@example.test',
      template: 'reset-password',
      language: 'en',
      data: { name: 'Ada', link: resetLink, expires_minutes: '60' },
    });
    const message = sink.messages.at(-1);
    expect(message?.html).toContain(`href="${resetLink.replace(/&/g, '&amp;')}"`);
    expect(message?.text).toContain(resetLink);
  });

  it('sends Arabic right to left, with the UTF-8 subject intact', async () => {
    await t.app.mail.send({
      to: 'layla@example.test',
      template: 'verify-email',
      language: 'ar',
      data: { name: 'ليلى', code: '111222', expires_minutes: '15' },
    });
    const message = sink.messages.at(-1);
    expect(message?.subject).toBe('رمز التحقق الخاص بك في Mainstay');
    expect(message?.html).toContain('<html lang="ar" dir="rtl">');
    expect(message?.text).toContain('مرحبًا ليلى،');
  });
});

describe('mail through the job queue', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const port = await closedPort();
    t = await createTestApp({
      queue: true,
      scheduleJobs: false,
      env: { SMTP_URL: sink.url },
      mailRetry: { limit: 2, delaySeconds: 1 },
    });
    // A second app on the same database whose mail server is down.
    failing = await createTestApp({
      queue: false,
      database: t.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
  });
  let failing: TestApp;
  afterAll(async () => {
    await failing.close();
    await t.close();
    await sink.close();
  });

  it('delivers a queued message in the background', async () => {
    await t.app.mail.send({
      to: 'queued@example.test',
      template: 'welcome',
      language: 'fr',
      data: { name: 'Chloé', organisation_name: 'Acme', link: 'http://localhost:3000/' },
    });
    await waitUntil(() => sink.messages.some((m) => m.to.includes('queued@example.test')));
    const message = sink.messages.find((m) => m.to.includes('queued@example.test'));
    expect(message?.subject).toBe('Bienvenue sur Mainstay, Chloé');
    await waitUntil(
      async () => (await readOutbox(t.app.db, { to: 'queued@example.test' }))[0]?.status === 'sent',
    );
  });

  it('records a failed delivery without failing the caller when sending synchronously', async () => {
    await failing.app.mail.send({
      to: 'down@example.test',
      template: 'verify-email',
      language: 'en',
      data: verifyData,
    });
    const [row] = await readOutbox(t.app.db, { to: 'down@example.test' });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('mail retried by the queue when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await closedPort();
    t = await createTestApp({
      queue: true,
      scheduleJobs: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mailRetry: { limit: 2, delaySeconds: 1 },
    });
  });
  afterAll(() => t.close());

  it('retries, then marks the message failed with the last error', async () => {
    await t.app.mail.send({
      to: 'retry@example.test',
      template: 'verify-email',
      language: 'en',
      data: verifyData,
    });
    await waitUntil(
      async () =>
        (await readOutbox(t.app.db, { to: 'retry@example.test' }))[0]?.status === 'failed',
      30_000,
    );
    const [row] = await readOutbox(t.app.db, { to: 'retry@example.test' });
    expect(row?.attempts).toBe(3);
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  }, 40_000);
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(() => t.close());

  it('writes the message with its code to the log and marks it logged', async () => {
    await t.app.mail.send({
      to: 'nosmtp@example.test',
      template: 'verify-email',
      language: 'en',
      data: { ...verifyData, code: '907531' },
    });
    const line = t.logs.find((entry) => String(entry.msg).includes('907531'));
    expect(line).toMatchObject({ level: 30 });
    expect(String(line?.msg)).toContain('Subject: Your Mainstay verification code');
    const [row] = await readOutbox(t.app.db, { to: 'nosmtp@example.test' });
    expect(row).toMatchObject({ status: 'logged', template: 'verify-email', language: 'en' });
  });

  it('escapes data in the HTML', async () => {
    await t.app.mail.send({
      to: 'escape@example.test',
      template: 'welcome',
      language: 'en',
      data: {
        name: '<script>alert("x")</script>',
        organisation_name: 'Tom & Jerry',
        link: 'http://localhost:3000/"><img src=x>',
      },
    });
    const [row] = await readOutbox(t.app.db, { to: 'escape@example.test' });
    expect(row?.html).not.toContain('<script>');
    expect(row?.html).not.toContain('<img src=x>');
    expect(row?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(row?.html).toContain('Tom &amp; Jerry');
    expect(row?.text).toContain('<script>alert("x")</script>');
  });

  it('brands the message with the organisation and falls back to English', async () => {
    const organisation = await createOrganisation(t.app.db, 'Harbour Estates');
    await t.app.db
      .update(organisations)
      .set({ primaryColor: '#aa3300', logo: 'https://cdn.example.test/logo.png' })
      .where(eq(organisations.id, organisation.id));
    await t.app.mail.send({
      to: 'brand@example.test',
      template: 'invitation',
      language: 'de',
      organisationId: organisation.id,
      data: {
        inviter_name: 'Olivia',
        organisation_name: 'Harbour Estates',
        role: 'Technician',
        link: 'http://localhost:3000/auth/AcceptInvitation?token=t1',
        expires_days: '7',
      },
    });
    const [row] = await readOutbox(t.app.db, { to: 'brand@example.test' });
    expect(row).toMatchObject({ language: 'en', organisationId: organisation.id });
    expect(row?.subject).toBe('Olivia invited you to join Harbour Estates on Mainstay');
    expect(row?.html).toContain('background:#aa3300');
    expect(row?.html).toContain('src="https://cdn.example.test/logo.png"');
    expect(row?.html).toContain('<html lang="en" dir="ltr">');
    expect(row?.text).toContain('Sent by Mainstay on behalf of Harbour Estates.');
  });

  it('refuses a template call that lacks its data', async () => {
    await expect(
      t.app.mail.send({ to: 'x@example.test', template: 'verify-email', language: 'en', data: {} }),
    ).rejects.toThrow(/needs data: name, code, expires_minutes/);
  });
});
