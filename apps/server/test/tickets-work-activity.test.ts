// Ticket timeline, comments, files and watching: who may do what, what each person sees, the
// SLA response, mentions and notifications, and organisation and building scoping.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  ticketActivity,
  tickets,
  ticketWatchers,
  userBuildings,
  type Ticket,
} from '../src/db/schema/index.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import {
  caller,
  insertTicket,
  multipart,
  PDF_BYTES,
  pngImage,
  rulesOf,
  workWorld,
  type WorkWorld,
} from './tickets-work-helpers.ts';

describe('ticket timeline, comments, files and watching', () => {
  let w: WorkWorld;
  let call: ReturnType<typeof caller>;
  let ticket: Ticket;
  let foreign: Ticket;

  beforeAll(async () => {
    w = await workWorld();
    call = caller(w.t);
    ticket = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      reporterUserId: w.people.reporter.user.id,
      assigneeIds: [w.people.technician.user.id],
    });
    foreign = await insertTicket(w.db, {
      organisationId: w.otherOrgId,
      buildingId: w.foreignBuilding,
    });
  });
  afterAll(() => w.t.close());

  const path = (target: Ticket, rest = '') =>
    `/${target.kind === 'reactive' ? 'reactive-tickets' : 'general-tickets'}/${target.id}${rest}`;

  const upload = (
    target: Ticket,
    token: string,
    file: { name: string; data: Buffer; type: string },
  ) => {
    const body = multipart(file);
    return w.t.app.inject({
      method: 'POST',
      url: `/api/v1${path(target, '/files')}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('records an internal comment with mentions and tells the mentioned and the watchers', async () => {
    const { manager, technician, viewer } = w.people;
    expect(
      (await call('PUT', path(ticket, '/watch'), viewer.token, { watching: true })).statusCode,
    ).toBe(204);
    const response = await call('POST', path(ticket, '/comments'), manager.token, {
      body: '@Tech please check the valve',
      mention_ids: [technician.user.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'comment',
      visibility: 'internal',
      body: '@Tech please check the valve',
      actor: { id: manager.user.id, name: manager.user.name },
      mentions: [{ id: technician.user.id, name: technician.user.name }],
      files: [],
    });
    const told = await w.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.ticketId, ticket.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: technician.user.id, type: 'ticket_mentioned' },
        { userId: viewer.user.id, type: 'ticket_comment' },
      ]),
    );
    expect(told.some((row) => row.userId === manager.user.id)).toBe(false);
    // An internal comment is no SLA response.
    const [row] = await w.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.respondedAt).toBeNull();
  });

  it('validates the body, the mentions and the files (422)', async () => {
    const { manager, outsider } = w.people;
    const empty = await call('POST', path(ticket, '/comments'), manager.token, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ body: ['Write a comment'] });

    const stranger = await call('POST', path(ticket, '/comments'), manager.token, {
      body: 'Hello',
      mention_ids: [outsider.user.id],
      file_ids: ['6f1c2b8e-2d1a-4c3b-9e8f-7a6b5c4d3e2f'],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({
      mention_ids: ['Mention people of your organisation only'],
      file_ids: ['File not found'],
    });
  });

  it("forces the reporter's comments public and refuses people who may not change the ticket", async () => {
    const { reporter, viewer, manager } = w.people;
    const fresh = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      reporterUserId: reporter.user.id,
    });
    const own = await call('POST', path(fresh, '/comments'), reporter.token, {
      body: 'Still leaking',
      visibility: 'internal',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().visibility).toBe('public');
    const [afterReporter] = await w.db.select().from(tickets).where(eq(tickets.id, fresh.id));
    expect(afterReporter?.respondedAt).toBeNull();

    const refused = await call('POST', path(fresh, '/comments'), viewer.token, { body: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot change this ticket');

    // The first public answer of someone working on it is the SLA response.
    await call('POST', path(fresh, '/comments'), manager.token, {
      body: 'On our way',
      visibility: 'public',
    });
    const [answered] = await w.db.select().from(tickets).where(eq(tickets.id, fresh.id));
    expect(answered?.respondedAt).toBeInstanceOf(Date);
  });

  it('lets an assigned technician comment, but not one who is not assigned', async () => {
    const { technician } = w.people;
    const other = await insertTicket(w.db, { organisationId: w.orgId, buildingId: w.north });
    expect(
      (await call('POST', path(ticket, '/comments'), technician.token, { body: 'Done soon' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', path(other, '/comments'), technician.token, { body: 'Me too' }))
        .statusCode,
    ).toBe(403);
  });

  it('lists the timeline oldest first; the reporter sees public entries only', async () => {
    const { manager, reporter } = w.people;
    await call('POST', path(ticket, '/comments'), manager.token, {
      body: 'We will come on Monday',
      visibility: 'public',
    });
    const all = await call('GET', path(ticket, '/activity?per_page=100'), manager.token);
    expect(all.statusCode).toBe(200);
    const entries = all.json().data as { body: string; visibility: string; created_at: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const times = entries.map((entry) => entry.created_at);
    expect([...times].sort()).toEqual(times);
    expect(entries.some((entry) => entry.visibility === 'internal')).toBe(true);

    const theirs = await call('GET', path(ticket, '/activity'), reporter.token);
    expect(theirs.statusCode).toBe(200);
    const visible = theirs.json();
    expect(visible.data.map((entry: { body: string }) => entry.body)).toEqual([
      'We will come on Monday',
    ]);
    expect(visible).toMatchObject({ total: 1, page: 1, per_page: 50 });

    const badPage = await call('GET', path(ticket, '/activity?per_page=500'), manager.token);
    expect(badPage.statusCode).toBe(422);
  });

  it("answers 404 for another organisation's ticket and outside the caller's buildings", async () => {
    const { manager, outsider } = w.people;
    expect((await call('GET', path(foreign, '/activity'), manager.token)).statusCode).toBe(404);
    expect((await call('GET', path(ticket, '/activity'), outsider.token)).statusCode).toBe(404);
    expect(
      (await call('POST', path(ticket, '/comments'), outsider.token, { body: 'x' })).statusCode,
    ).toBe(404);
    // The same ticket under the other kind's path does not exist either.
    const wrongKind = await call('GET', `/general-tickets/${ticket.id}/activity`, manager.token);
    expect(wrongKind.statusCode).toBe(404);

    const limited = await createUserWithToken(w.db, w.orgId, {
      rules: rulesOf('facilities_manager'),
    });
    await w.db
      .insert(userBuildings)
      .values({ organisationId: w.orgId, userId: limited.user.id, buildingId: w.south });
    expect((await call('GET', path(ticket, '/activity'), limited.token)).statusCode).toBe(404);
    // Contractor staff see only their company's tickets.
    expect(
      (await call('GET', path(ticket, '/activity'), w.people.contractor.token)).statusCode,
    ).toBe(404);
  });

  it('uploads photos and documents, attaches them to a comment and removes them', async () => {
    const { manager, viewer } = w.people;
    const photo = await upload(ticket, manager.token, {
      name: 'leak.png',
      data: await pngImage(),
      type: 'image/png',
    });
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({
      kind: 'photo',
      content_type: 'image/png',
      name: 'leak.png',
    });
    const document = await upload(ticket, manager.token, {
      name: 'quote.pdf',
      data: PDF_BYTES,
      type: 'application/pdf',
    });
    expect(document.statusCode).toBe(201);
    expect(document.json().kind).toBe('document');

    const unknown = await upload(ticket, manager.token, {
      name: 'blob.bin',
      data: Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
      type: 'application/octet-stream',
    });
    expect(unknown.statusCode).toBe(415);
    const outsider = await upload(ticket, w.people.outsider.token, {
      name: 'leak.png',
      data: await pngImage(),
      type: 'image/png',
    });
    expect(outsider.statusCode).toBe(404);
    expect(
      (
        await upload(ticket, viewer.token, {
          name: 'leak.png',
          data: await pngImage(),
          type: 'image/png',
        })
      ).statusCode,
    ).toBe(403);

    const photoId = photo.json().id as string;
    const comment = await call('POST', path(ticket, '/comments'), manager.token, {
      body: 'See the photo',
      file_ids: [photoId],
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().files).toMatchObject([{ id: photoId, kind: 'photo' }]);
    // The upload's own attachment entry gave way to the comment; the document's stays.
    const attachments = await w.db
      .select({ data: ticketActivity.data })
      .from(ticketActivity)
      .where(and(eq(ticketActivity.ticketId, ticket.id), eq(ticketActivity.type, 'attachment')));
    expect(attachments.map((row) => row.data.file_id)).toEqual([document.json().id]);

    const otherTicket = await insertTicket(w.db, { organisationId: w.orgId, buildingId: w.north });
    const elsewhere = await call('POST', path(otherTicket, '/comments'), manager.token, {
      body: 'Not yours',
      file_ids: [photoId],
    });
    expect(elsewhere.statusCode).toBe(422);

    expect((await call('DELETE', path(ticket, `/files/${photoId}`), viewer.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', path(ticket, `/files/${photoId}`), manager.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', path(ticket, `/files/${photoId}`), manager.token)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', path(ticket, '/files/not-an-id'), manager.token)).statusCode).toBe(
      422,
    );
  });

  it('watches and unwatches for anyone who can see the ticket', async () => {
    const { reporter, outsider } = w.people;
    const watchers = () =>
      w.db
        .select({ userId: ticketWatchers.userId })
        .from(ticketWatchers)
        .where(
          and(eq(ticketWatchers.ticketId, ticket.id), eq(ticketWatchers.userId, reporter.user.id)),
        );
    expect(
      (await call('PUT', path(ticket, '/watch'), reporter.token, { watching: true })).statusCode,
    ).toBe(204);
    expect(
      (await call('PUT', path(ticket, '/watch'), reporter.token, { watching: true })).statusCode,
    ).toBe(204);
    expect(await watchers()).toHaveLength(1);
    expect(
      (await call('PUT', path(ticket, '/watch'), reporter.token, { watching: false })).statusCode,
    ).toBe(204);
    expect(await watchers()).toHaveLength(0);

    const invalid = await call('PUT', path(ticket, '/watch'), reporter.token, { watching: 'yes' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ watching: ['Watching is true or false'] });
    expect(
      (await call('PUT', path(ticket, '/watch'), outsider.token, { watching: true })).statusCode,
    ).toBe(404);
    expect(
      (
        await w.t.app.inject({
          method: 'PUT',
          url: `/api/v1${path(ticket, '/watch')}`,
          payload: { watching: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
