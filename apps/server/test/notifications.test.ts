// Notifications: notify() (who is told, the actor left out, e-mails in the reader's language,
// also from inside a transaction) and /v1/notifications (own only, unread count, marking read).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../src/db/schema/index.ts';
import { settleNotificationMail } from '../src/modules/notifications/notification-mail.ts';
import { notify } from '../src/modules/notifications/notify.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld } from './sla-world.ts';

describe('notifications', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let ticketId: string;
  let ticketNumber: string;

  beforeAll(async () => {
    t = await createTestApp();
    w = await slaWorld(t, 'Notifications');
    call = caller(t);
    const ticket = await insertTicket(t.app.db, {
      organisationId: w.orgA,
      buildingId: w.north,
      title: 'Leaking radiator',
    });
    ticketId = ticket.id;
    ticketNumber = ticket.number;
  });
  afterAll(async () => t.close());

  const mine = async (userId: string) =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('tells each active member once, never the actor or anyone of another organisation', async () => {
    const inactive = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('viewer'),
      status: 'deactivated',
    });
    await notify(t.app.db, {
      organisationId: w.orgA,
      userIds: [
        w.technician.user.id,
        w.technician.user.id,
        w.admin.user.id,
        inactive.user.id,
        w.outsider.user.id,
      ],
      type: 'ticket_assigned',
      ticketId,
      data: { number: ticketNumber },
      actorUserId: w.admin.user.id,
    });
    expect(await mine(w.technician.user.id)).toHaveLength(1);
    expect(await mine(w.admin.user.id)).toEqual([]);
    expect(await mine(inactive.user.id)).toEqual([]);
    expect(await mine(w.outsider.user.id)).toEqual([]);
  });

  it("e-mails in the reader's language, also when called inside a transaction", async () => {
    await t.app.db.update(users).set({ language: 'fr' }).where(eq(users.id, w.manager.user.id));
    await t.app.db.transaction(async (tx) => {
      await notify(tx, {
        organisationId: w.orgA,
        userIds: [w.manager.user.id],
        type: 'ticket_reopened',
        ticketId,
        data: { reason: 'Toujours froid' },
        actorUserId: w.admin.user.id,
        email: true,
      });
    });
    await settleNotificationMail();
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, w.manager.user.email));
    expect(mail?.template).toBe('ticket-reopened');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`${ticketNumber} a été rouvert`);
    expect(mail?.text).toContain(`${w.admin.user.name} a rouvert le ticket ${ticketNumber}`);
    expect(mail?.text).toContain('Motif indiqué : Toujours froid');
    expect(mail?.html).toContain(`/reactive-tickets/${ticketId}`);
  });

  it('lists only the caller’s own notifications, newest first, with the unread count', async () => {
    for (const type of ['sla_at_risk', 'sla_breached'] as const) {
      await notify(t.app.db, {
        organisationId: w.orgA,
        userIds: [w.reporter.user.id, w.viewer.user.id],
        type,
        ticketId,
        data: { number: ticketNumber },
      });
    }
    const response = await call('GET', '/notifications?per_page=1', w.reporter.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, unread: 2, page: 1, per_page: 1 });
    expect(body.data).toEqual([
      expect.objectContaining({
        type: 'sla_breached',
        read: false,
        ticket: { id: ticketId, kind: 'reactive', number: ticketNumber, title: 'Leaking radiator' },
      }),
    ]);
    const foreign = await call('GET', '/notifications', w.outsider.token);
    expect(foreign.json()).toMatchObject({ total: 0, unread: 0, data: [] });
  });

  it("marks the given ones read, ignores other people's ids, and marks all when none are given", async () => {
    const [reporterFirst] = await mine(w.reporter.user.id);
    const [viewerFirst] = await mine(w.viewer.user.id);
    const marked = await call('POST', '/notifications/read', w.reporter.token, {
      ids: [reporterFirst!.id, viewerFirst!.id],
    });
    expect(marked.statusCode).toBe(204);
    expect((await call('GET', '/notifications', w.reporter.token)).json().unread).toBe(1);
    expect((await call('GET', '/notifications', w.viewer.token)).json().unread).toBe(2);
    const unread = await call('GET', '/notifications?unread=true', w.reporter.token);
    expect(unread.json().data).toHaveLength(1);

    await call('POST', '/notifications/read', w.viewer.token, {});
    expect((await call('GET', '/notifications', w.viewer.token)).json().unread).toBe(0);
  });

  it('checks input and sign-in', async () => {
    const bad = await call('POST', '/notifications/read', w.viewer.token, { ids: ['nope'] });
    expect(bad.statusCode).toBe(422);
    const tooMany = await call('GET', '/notifications?per_page=500', w.viewer.token);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.per_page).toEqual(['At most 50 a page']);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });
});
