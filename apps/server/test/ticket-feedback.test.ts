// The reporter loop: the completion e-mail and its signed links, the public ticket page without
// sign-in, tampered, expired and used links, feedback once, and reopening within the window.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  notifications,
  ticketActivity,
  tickets,
  users,
  type Ticket,
} from '../src/db/schema/index.ts';
import { feedbackLinks, onTicketCompleted } from '../src/modules/ticket-feedback/completion.ts';
import type { TicketsDeps } from '../src/modules/tickets/tickets.shared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { insertTicket, slaWorld } from './sla-world.ts';

const DAY = 24 * 60 * 60 * 1000;
const APP_URL = 'https://app.example.test';

describe('reporter loop', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let deps: Omit<TicketsDeps, 'hooks'>;

  const completed = async (daysAgo: number, values: Partial<Ticket> = {}) =>
    insertTicket(
      t.app.db,
      {
        organisationId: w.orgA,
        buildingId: w.north,
        status: 'completed',
        completedAt: new Date(Date.now() - daysAgo * DAY),
        reporterUserId: w.reporter.user.id,
        title: 'Broken window',
        ...values,
      },
      [w.technician.user.id],
    );
  const tokenOf = async (ticket: Ticket) =>
    (await feedbackLinks(t.app.db, deps, ticket, ticket.completedAt!)).token;
  const view = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/public/ticket-feedback?t=${encodeURIComponent(token)}`,
    });
  const post = (path: 'ticket-feedback' | 'ticket-reopen', payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/public/${path}`, payload });

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL } });
    w = await slaWorld(t, 'Feedback');
    deps = {
      db: t.app.db,
      files: t.app.files,
      appUrl: APP_URL,
      sendMail: (input) => t.app.mail.send(input),
    };
  });
  afterAll(async () => t.close());

  it('e-mails the reporter two links, or the e-mail given without an account, or nobody', async () => {
    const ticket = await completed(0);
    await onTicketCompleted(t.app.db, deps, ticket);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, w.reporter.user.email));
    expect(mail?.template).toBe('ticket-completed');
    const base = `${APP_URL}/reactive-tickets/${ticket.seq}/feedback`;
    expect(mail?.text).toContain(`${base}/feedback?t=`);
    expect(mail?.text).toContain(`${base}/reopen?t=`);
    expect(mail?.text).toContain('within 14 days');
    expect(mail?.html).toContain('Rate the work');
    expect(mail?.html).toContain('Reopen the request');

    const guest = await completed(0, {
      reporterUserId: null,
      reporterName: 'Dana Guest',
      reporterEmail: 'dana@example.test',
      kind: 'general',
    });
    await onTicketCompleted(t.app.db, deps, guest);
    const [guestMail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'dana@example.test'));
    expect(guestMail?.text).toContain(
      `${APP_URL}/general-tickets/${guest.seq}/feedback/feedback?t=`,
    );
    expect(guestMail?.text).toContain('Hello Dana Guest,');

    const before = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox);
    await onTicketCompleted(t.app.db, deps, await completed(0, { reporterUserId: null }));
    expect(await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox)).toHaveLength(
      before.length,
    );
  });

  it('writes to a reporter without an account in the language of who recorded the report', async () => {
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.id, w.manager.user.id));
    const guest = await completed(0, {
      reporterUserId: null,
      reporterName: 'Rami Guest',
      reporterEmail: 'rami@example.test',
      createdByUserId: w.manager.user.id,
    });
    await onTicketCompleted(t.app.db, deps, guest);
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'rami@example.test'));
    expect(mail?.text).toContain('مرحبًا');
    expect(mail?.text).not.toContain('Hello');
  });

  it('shows the ticket without signing in', async () => {
    const ticket = await completed(1, { completionNotes: 'Pane replaced' });
    const response = await view(await tokenOf(ticket));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'reactive',
      number: ticket.number,
      title: 'Broken window',
      status: 'completed',
      building: 'North Tower',
      completion_notes: 'Pane replaced',
      organisation: { name: 'Feedback Alpha', primary_color: '#10c0d2', logo_url: null },
      feedback: null,
      can_give_feedback: true,
      can_reopen: true,
      reopen_until: new Date(ticket.completedAt!.getTime() + 14 * DAY).toISOString(),
    });
  });

  it('refuses tampered (400), malformed (422) and expired (410) links', async () => {
    const token = await tokenOf(await completed(1));
    const [body, signature] = token.split('.');
    const tampered = await view(`${body}x.${signature}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('This link is not valid');
    expect((await view(`${body}.${signature!.slice(1)}A`)).statusCode).toBe(400);

    const short = await view('abc');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.t).toEqual(['This link is not valid']);

    // Links live 30 days (longer than the 14-day reopen window).
    const expired = await view(await tokenOf(await completed(31)));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This link has expired');
  });

  it('takes feedback once and tells the people who did the work', async () => {
    const ticket = await completed(1);
    const token = await tokenOf(ticket);
    const invalid = await post('ticket-feedback', { token, rating: 6 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.rating).toEqual(['Choose a rating from 1 to 5']);

    const given = await post('ticket-feedback', { token, rating: 4, comment: 'Quick, thanks' });
    expect(given.statusCode).toBe(200);
    expect(given.json().ticket).toMatchObject({
      feedback: { rating: 4, comment: 'Quick, thanks' },
      can_give_feedback: false,
    });
    const again = await post('ticket-feedback', { token, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Feedback was already given for this ticket');

    const [activity] = await t.app.db
      .select()
      .from(ticketActivity)
      .where(and(eq(ticketActivity.ticketId, ticket.id), eq(ticketActivity.type, 'feedback')));
    expect(activity).toMatchObject({
      actorUserId: null,
      actorName: w.reporter.user.name,
      visibility: 'public',
      data: { rating: 4, comment: 'Quick, thanks' },
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.ticketId, ticket.id));
    expect(told.map((entry) => [entry.userId, entry.type])).toEqual([
      [w.technician.user.id, 'ticket_feedback'],
    ]);
  });

  it('reopens within the window, then the link counts as used', async () => {
    const ticket = await completed(2);
    const token = await tokenOf(ticket);
    expect((await post('ticket-reopen', { token, reason: '' })).statusCode).toBe(422);

    const reopened = await post('ticket-reopen', { token, reason: 'Still draughty' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().ticket.status).toBe('reopened');
    const [row] = await t.app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row).toMatchObject({
      status: 'reopened',
      reopenReason: 'Still draughty',
      reopenCount: 1,
      completedAt: null,
    });
    const [move] = await t.app.db
      .select()
      .from(ticketActivity)
      .where(and(eq(ticketActivity.ticketId, ticket.id), eq(ticketActivity.type, 'status')));
    expect(move).toMatchObject({
      actorName: w.reporter.user.name,
      visibility: 'public',
      data: { from: 'completed', to: 'reopened', reason: 'Still draughty' },
    });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.ticketId, ticket.id));
    expect(told.map((entry) => entry.type)).toEqual(['ticket_reopened']);

    for (const response of [
      await view(token),
      await post('ticket-reopen', { token, reason: 'Again' }),
      await post('ticket-feedback', { token, rating: 2 }),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe('This link was already used');
    }
  });

  it('closes the loop on a PPM task too: its links, its page and a reopen', async () => {
    const task = await completed(1, { kind: 'ppm', title: 'Quarterly AHU service' });
    await onTicketCompleted(t.app.db, deps, task);
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, w.reporter.user.email));
    const mail = mails.find((entry) => entry.text.includes('Quarterly AHU service'));
    expect(mail?.text).toContain(`${APP_URL}/ppm-tasks/${task.seq}/feedback/feedback?t=`);
    expect(mail?.text).toContain(`${APP_URL}/ppm-tasks/${task.seq}/feedback/reopen?t=`);
    const token = await tokenOf(task);
    expect((await view(token)).json()).toMatchObject({
      kind: 'ppm',
      title: 'Quarterly AHU service',
      can_reopen: true,
    });
    const reopened = await post('ticket-reopen', { token, reason: 'The unit still rattles' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().ticket.status).toBe('reopened');
  });

  it('refuses to reopen after the window', async () => {
    const ticket = await completed(20, { status: 'closed' });
    const token = await tokenOf(ticket);
    expect((await view(token)).json()).toMatchObject({
      can_reopen: false,
      can_give_feedback: true,
    });
    const late = await post('ticket-reopen', { token, reason: 'Broken again' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This ticket can no longer be reopened');
  });

  // Last: it uses up the address's allowance.
  it('rate-limits the public writes per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      statuses.push(
        (await post('ticket-feedback', { token: 'x'.repeat(40), rating: 3 })).statusCode,
      );
    }
    expect(statuses).toContain(400);
    const limited = await post('ticket-feedback', { token: 'x'.repeat(40), rating: 3 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
  });
});
