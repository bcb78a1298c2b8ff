// The sentences of assets, places, teams, contractors, purchase orders, invoices, files and
// invitations in the caller's language: refusals (in `message` and under their field), the
// per-row reasons of bulk actions, success notices, and the role named by an invitation e-mail.
// The code and status stay the same in every language.
import { randomUUID } from 'node:crypto';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, buildings } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

describe('messages of the areas in the caller language', () => {
  let t: TestApp;
  let organisationId: string;
  let french: Person;
  let arabic: Person;
  let buildingId: string;

  beforeAll(async () => {
    t = await createTestApp();
    organisationId = (await createOrganisation(t.app.db, 'Langues Immobilier')).id;
    await rolesRepository(t.app.db, organisationId).insertDefaults();
    const rules = rulesOf('administrator');
    french = await createUserWithToken(t.app.db, organisationId, { rules, language: 'fr' });
    arabic = await createUserWithToken(t.app.db, organisationId, { rules, language: 'ar' });
    const [building] = await t.app.db
      .insert(buildings)
      .values({ organisationId, name: 'Tour Nord' })
      .returning();
    buildingId = building!.id;
  });
  afterAll(() => t.close());

  const call = (
    person: Person,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(person.token),
      ...(payload ? { payload } : {}),
    });

  it('words asset refusals and the reasons of a bulk action', async () => {
    const asset = { building_id: buildingId };
    const first = await call(french, 'POST', '/assets', { ...asset, name: 'Pompe', code: 'PMP-1' });
    expect(first.statusCode).toBe(201);
    const again = await call(french, 'POST', '/assets', {
      ...asset,
      name: 'Pompe 2',
      code: 'PMP-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Les données envoyées ne sont pas valides',
      errors: { code: ['Ce code est déjà utilisé par un autre équipement'] },
    });
    const parent = first.json().id;
    await call(french, 'POST', '/assets', { ...asset, name: 'Moteur', parent_asset_id: parent });
    const bulk = await call(arabic, 'POST', '/assets/bulk', {
      ids: [parent, randomUUID()],
      action: 'delete',
    });
    expect(bulk.json().results.map((result: { message: string }) => result.message)).toEqual([
      'لهذا الأصل مكوّنات. انقلها أو احذفها أولًا، أو أرشف الأصل بدلًا من ذلك.',
      'الأصل غير موجود',
    ]);
  });

  it('words the reason a building of a bulk delete is kept', async () => {
    const [annexe] = await t.app.db
      .insert(buildings)
      .values({ organisationId, name: 'Annexe' })
      .returning();
    await t.app.db
      .insert(assets)
      .values({ organisationId, code: 'AST-B', name: 'Chaudière', buildingId: annexe!.id });
    const bulk = await call(french, 'POST', '/buildings/bulk', {
      ids: [annexe!.id],
      action: 'delete',
    });
    expect(bulk.json().results).toEqual([
      {
        id: annexe!.id,
        ok: false,
        message:
          'Ce bâtiment a 1 équipement ; déplacez-le vers un autre bâtiment ou archivez plutôt le bâtiment',
      },
    ]);
  });

  it('words the names teams and contractors may not share', async () => {
    await call(french, 'POST', '/team/teams', { name: 'Équipe CVC' });
    const team = await call(french, 'POST', '/team/teams', { name: 'équipe cvc' });
    expect(team.statusCode).toBe(422);
    expect(team.json().errors).toEqual({ name: ['Une équipe porte déjà ce nom'] });
    await call(arabic, 'POST', '/contractors', { company_name: 'Froid Service' });
    const contractor = await call(arabic, 'POST', '/contractors', {
      company_name: 'Froid Service',
    });
    expect(contractor.json().errors).toEqual({
      company_name: ['يوجد مقاول بهذا الاسم التجاري بالفعل'],
    });
  });

  it('words the invitation notice, and names the built-in role in the e-mail language', async () => {
    const company = await call(french, 'POST', '/contractors', { company_name: 'Arctique SARL' });
    const invited = await call(french, 'POST', `/contractors/${company.json().id}/invite`, {
      email: 'tech@arctique.example',
    });
    expect(invited.json()).toEqual({ success: true, message: 'Invitation envoyée' });
    const [mail] = await readOutbox(t.app.db, { to: 'tech@arctique.example' });
    expect(mail?.text).toContain('avec le rôle Prestataire (Arctique SARL)');

    await call(arabic, 'POST', '/auth/invite-team', {
      invitations: [{ email: 'new.tech@arctique.example', role: 'technician' }],
    });
    const [arabicMail] = await readOutbox(t.app.db, { to: 'new.tech@arctique.example' });
    expect(arabicMail?.text).toContain('فني');
    expect(arabicMail?.text).not.toContain('Technician');
  });

  it('words purchase order and invoice rules, naming the kind and the statuses', async () => {
    const document = {
      supplier_name: 'Ascenseurs Dupont',
      issue_date: '2026-04-02',
      currency: 'EUR',
      lines: [{ description: 'Contrôle annuel', quantity: 1, unit_price: 420 }],
    };
    const invoice = (await call(french, 'POST', '/invoices', document)).json();
    const paid = await call(french, 'POST', `/invoices/${invoice.id}/status`, { status: 'paid' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({
      code: 'DOCUMENT_TRANSITION_NOT_ALLOWED',
      message: "Une facture en brouillon ne peut pas passer à l'état « payée »",
      params: { kind: 'invoice', from: 'draft', to: 'paid' },
    });
    const order = (await call(arabic, 'POST', '/purchase-orders', document)).json();
    await call(arabic, 'POST', `/purchase-orders/${order.id}/status`, { status: 'sent' });
    const deleted = await call(arabic, 'DELETE', `/purchase-orders/${order.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'لا يمكن حذف سوى المسودات؛ حالة أمر الشراء هذا «مُرسَل». ألغِه بدلًا من ذلك.',
    );
  });

  it('words a file link that is not valid in the browser language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/files/${randomUUID()}/content?expires=4102444800&signature=not-the-right-one`,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'FILE_LINK_INVALID',
      message: "Ce lien de fichier n'est pas valide ou a expiré",
    });
  });
});
