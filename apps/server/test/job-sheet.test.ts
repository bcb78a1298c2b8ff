// GET /v1/{kind}-tickets/:id/job-sheet.pdf: a PDF for completed or closed tickets only, in
// English, French or Arabic, for people who can see the ticket.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, type Ticket } from '../src/db/schema/index.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import {
  caller,
  insertTicket,
  multipart,
  pngImage,
  workWorld,
  type WorkWorld,
} from './tickets-work-helpers.ts';

describe('job sheet', () => {
  let w: WorkWorld;
  let call: ReturnType<typeof caller>;
  let done: Ticket;

  beforeAll(async () => {
    w = await workWorld();
    call = caller(w.t);
    const { technician, manager } = w.people;
    done = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      title: 'Chiller alarm',
      assigneeIds: [technician.user.id],
    });
    const base = `/reactive-tickets/${done.id}`;
    await call('POST', `${base}/time-logs`, technician.token, { duration_minutes: 75 });
    await call('POST', `${base}/parts`, technician.token, {
      description: 'Pressure switch',
      quantity: 1,
      unit_cost: 42.5,
    });
    const body = multipart({ name: 'after.png', data: await pngImage(), type: 'image/png' });
    await w.t.app.inject({
      method: 'POST',
      url: `/api/v1${base}/files`,
      headers: { ...bearer(manager.token), ...body.headers },
      payload: body.payload,
    });
    const signature = await w.t.app.files.save({
      organisationId: w.orgId,
      userId: technician.user.id,
      purpose: 'signature',
      filename: 'signature.png',
      data: await pngImage({ r: 20, g: 20, b: 20 }),
    });
    await w.db
      .update(tickets)
      .set({
        status: 'completed',
        completedAt: new Date(),
        completedByUserId: technician.user.id,
        completionNotes: 'Replaced the pressure switch and reset the alarm.',
        technicianSignatureFileId: signature.id,
      })
      .where(eq(tickets.id, done.id));
  });
  afterAll(() => w.t.close());

  const sheet = (target: Ticket, token: string, query = '') =>
    call('GET', `/${target.kind}-tickets/${target.id}/job-sheet.pdf${query}`, token);

  it('answers a PDF with the ticket number, in each language', async () => {
    for (const lang of ['en', 'fr', 'ar']) {
      const response = await sheet(done, w.people.manager.token, `?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="${done.number}-job-sheet.pdf"`,
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      const text = pdf.toString('latin1');
      expect(text).toContain(`/Lang (${lang})`);
      // The title in the document information carries the number (UTF-16 when not ASCII).
      expect(text.includes(done.number) || text.includes(utf16(done.number))).toBe(true);
    }
  });

  it('defaults to English and refuses other languages (422)', async () => {
    const response = await sheet(done, w.people.manager.token);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (en)');
    const german = await sheet(done, w.people.manager.token, '?lang=de');
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ lang: ['Language is en, fr or ar'] });
  });

  it('is not available before the work is completed (409)', async () => {
    const open = await insertTicket(w.db, { organisationId: w.orgId, buildingId: w.north });
    const response = await sheet(open, w.people.manager.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The job sheet is available once the ticket is completed');
    const closed = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      kind: 'general',
      status: 'closed',
    });
    expect((await sheet(closed, w.people.viewer.token)).statusCode).toBe(200);
  });

  it('is only for people who can see the ticket', async () => {
    const { viewer, reporter, contractor, outsider, technician } = w.people;
    expect((await sheet(done, viewer.token)).statusCode).toBe(200);
    expect((await sheet(done, technician.token)).statusCode).toBe(200);
    // A reporter sees the tickets they reported only; contractor staff their company's.
    expect((await sheet(done, reporter.token)).statusCode).toBe(404);
    expect((await sheet(done, contractor.token)).statusCode).toBe(404);
    expect((await sheet(done, outsider.token)).statusCode).toBe(404);
    // Under the other kind's path the ticket does not exist.
    const wrongKind = await call(
      'GET',
      `/general-tickets/${done.id}/job-sheet.pdf`,
      w.people.manager.token,
    );
    expect(wrongKind.statusCode).toBe(404);
    const nobody = await createUserWithToken(w.db, w.orgId, {
      rules: [{ action: 'read', subject: 'profile' }],
    });
    expect((await sheet(done, nobody.token)).statusCode).toBe(403);
    const anonymous = await w.t.app.inject({
      method: 'GET',
      url: `/api/v1/reactive-tickets/${done.id}/job-sheet.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** How PDFKit writes a non-ASCII text string: UTF-16BE (the number's bytes interleaved with 0). */
function utf16(value: string): string {
  return [...value].map((char) => `\u0000${char}`).join('');
}
