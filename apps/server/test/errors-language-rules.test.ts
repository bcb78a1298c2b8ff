// The refusals and notices that were once sent as English prose now carry a code or a notice key
// and reach French and Arabic callers in their language: the references of a ticket and of an
// SLA policy, a deleted role, the reporter's feedback and reopen links, an unknown API route and
// a malformed body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../src/db/schema/index.ts';
import { feedbackLinks } from '../src/modules/ticket-feedback/completion.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertTicket, rulesOf, slaWorld, type Person } from './sla-world.ts';

const APP_URL = 'https://app.example.test';

describe('rules worded in the caller language', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof slaWorld>>;
  let call: ReturnType<typeof caller>;
  let french: Person;
  let arabic: Person;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL } });
    w = await slaWorld(t, 'Words');
    call = caller(t);
    french = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'fr',
    });
    arabic = await createUserWithToken(t.app.db, w.orgA, {
      rules: rulesOf('administrator'),
      language: 'ar',
    });
  }, 180_000);
  afterAll(() => t.close());

  it("names a ticket's foreign references in French, under each field", async () => {
    const response = await call('POST', '/reactive-tickets', french.token, {
      title: 'Fuite',
      building_id: w.north,
      category_id: w.foreignCategory,
      team_id: w.north,
      contractor_id: w.north,
      assignee_ids: [w.outsider.user.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors).toEqual({
      category_id: ['Choisissez une catégorie'],
      team_id: ['Choisissez une équipe'],
      contractor_id: ['Choisissez un prestataire'],
      assignee_ids: ['Choisissez une personne'],
    });

    const elsewhere = await call('POST', '/reactive-tickets', arabic.token, {
      title: 'تسرب',
      building_id: w.foreignBuilding,
    });
    expect(elsewhere.json().errors).toEqual({ building_id: ['اختر مبنى'] });
    expect(elsewhere.json().code).toBe('VALIDATION_FAILED');
  });

  it("names an SLA policy's foreign references in Arabic, and the other kind's category", async () => {
    const policy = {
      name: 'تكييف',
      priority: 'high',
      kind: 'reactive',
      response_minutes: 30,
      resolution_minutes: 240,
      clock: 'business_hours',
    };
    const foreign = await call('POST', '/sla-policies', arabic.token, {
      ...policy,
      category_id: w.foreignCategory,
      building_id: w.foreignBuilding,
      escalation_role_id: w.outsider.role.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      category_id: ['اختر فئة'],
      building_id: ['اختر مبنى'],
      escalation_role_id: ['اختر دورًا'],
    });

    const otherKind = await call('POST', '/sla-policies', french.token, {
      ...policy,
      category_id: w.cleaning,
    });
    expect(otherKind.json().message).toBe("Cette catégorie appartient à l'autre type de ticket");
    expect(otherKind.json().errors.category_id).toEqual([
      "Cette catégorie appartient à l'autre type de ticket",
    ]);
  });

  it('confirms a deleted role in French', async () => {
    const created = await call('POST', '/roles', french.token, { name: 'Veille', rules: [] });
    expect(created.statusCode).toBe(201);
    const deleted = await call('DELETE', `/roles/${created.json().id}`, french.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Rôle supprimé');
  });

  it("thanks the reporter and confirms a reopening in the browser's language", async () => {
    const completed = (title: string) =>
      insertTicket(t.app.db, {
        organisationId: w.orgA,
        buildingId: w.north,
        status: 'completed',
        completedAt: new Date(Date.now() - 60_000),
        reporterUserId: null,
        reporterEmail: 'guest@example.test',
        title,
      });
    const deps = { db: t.app.db, appUrl: APP_URL };
    const tokenOf = async (ticket: Ticket) =>
      (await feedbackLinks(t.app.db, deps, ticket, ticket.completedAt!)).token;
    const post = (path: string, payload: Record<string, unknown>, language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/${path}`,
        headers: { 'accept-language': language },
        payload,
      });

    const rated = await post(
      'ticket-feedback',
      { token: await tokenOf(await completed('Fenêtre')), rating: 5 },
      'fr',
    );
    expect(rated.statusCode).toBe(200);
    expect(rated.json().message).toBe('Merci pour votre avis');

    const reopened = await post(
      'ticket-reopen',
      { token: await tokenOf(await completed('نافذة')), reason: 'ما زالت مكسورة' },
      'ar',
    );
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().message).toBe('أُعيد فتح التذكرة؛ سيعود إليها الفريق');
  });

  it('words an unknown API route and a malformed body', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nowhere',
      headers: { 'accept-language': 'fr' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: "Aucune route d'API GET /api/v1/nowhere",
      code: 'NOT_FOUND',
    });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/roles',
      headers: {
        authorization: `Bearer ${arabic.token}`,
        'content-type': 'application/json',
      },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'نص الطلب ليس JSON صالحًا', code: 'BAD_REQUEST' });
  });
});
