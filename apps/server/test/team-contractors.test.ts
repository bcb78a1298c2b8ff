// Contractors: /v1/contractors, their documents, inviting their staff, and company scoping.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contractorDocuments,
  files,
  invitations,
  users,
} from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { addDays, today } from '../src/modules/team/team.shared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { readOutbox } from './helpers/mail.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A multipart/form-data body with text fields and one file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----mainstay${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('contractors', () => {
  let t: TestApp;
  let orgA: string;
  let admin: Person;
  let manager: Person;
  let viewer: Person;
  let outsider: Person;
  let arcticId: string;
  let sparkId: string;

  beforeAll(async () => {
    t = await createTestApp();
    orgA = (await createOrganisation(t.app.db, 'Contractors Alpha')).id;
    const orgB = (await createOrganisation(t.app.db, 'Contractors Beta')).id;
    await rolesRepository(t.app.db, orgA).insertDefaults();
    admin = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('administrator') });
    manager = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('facilities_manager') });
    viewer = await createUserWithToken(t.app.db, orgA, { rules: rulesOf('viewer') });
    outsider = await createUserWithToken(t.app.db, orgB, { rules: rulesOf('owner') });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const upload = (token: string, id: string, fields: Record<string, string>, file?: Buffer) => {
    const body = multipart(fields, file ? { name: 'insurance.pdf', data: file } : undefined);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/contractors/${id}/documents`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('creates a contractor with contacts and a rate in major units', async () => {
    const response = await call('POST', '/contractors', manager.token, {
      company_name: 'Arctic Air Mechanical',
      trades: ['HVAC', 'Refrigeration'],
      contacts: [
        {
          name: 'Jo Frost',
          role: 'Dispatcher',
          phone: '+44 161 555 0100',
          email: 'JO@arctic.example',
        },
      ],
      phone: '+44 161 555 0199',
      email: 'office@arctic.example',
      address: '4 Mill Lane, Manchester',
      notes: 'Out-of-hours cover',
      hourly_rate: 62.5,
      currency: 'gbp',
    });
    expect(response.statusCode).toBe(201);
    const contractor = response.json();
    arcticId = contractor.id;
    expect(contractor).toMatchObject({
      company_name: 'Arctic Air Mechanical',
      hourly_rate: 62.5,
      currency: 'GBP',
      status: 'active',
      contacts: [{ name: 'Jo Frost', email: 'jo@arctic.example' }],
      documents: { count: 0, next_expiry: null, expiring_soon: false, expired: false },
      users: [],
    });
    const spark = await call('POST', '/contractors', manager.token, {
      company_name: 'BrightSpark Electrical',
      trades: ['Electrical'],
    });
    sparkId = spark.json().id;
    expect(spark.json()).toMatchObject({ hourly_rate: null, currency: 'EUR', contacts: [] });
  });

  it('refuses a duplicate company name and bad fields with field errors', async () => {
    const duplicate = await call('POST', '/contractors', manager.token, {
      company_name: 'arctic air mechanical',
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      company_name: ['A contractor with this company name already exists'],
    });
    const bad = await call('POST', '/contractors', manager.token, {
      company_name: 'Leaky Co',
      currency: 'EURO',
      hourly_rate: 10.005,
      email: 'nope',
      contacts: [{ name: '', role: '', phone: '', email: '' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      currency: ['Enter a 3-letter currency code, e.g. EUR'],
      hourly_rate: ['The hourly rate can have at most 2 decimals'],
      email: ['Please enter a valid email address'],
      'contacts.0.name': ['The contact name is required'],
    });
  });

  it('lists contractors with search and trade filters; edits are audited', async () => {
    const byTrade = await call('GET', '/contractors?trade=hvac', viewer.token);
    expect(byTrade.statusCode).toBe(403); // the viewer has no read on Contractor
    const listed = await call('GET', '/contractors?trade=hvac', manager.token);
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id: arcticId }] });
    const searched = await call('GET', '/contractors?search=spark', manager.token);
    expect(searched.json().data.map((row: { id: string }) => row.id)).toEqual([sparkId]);

    const patched = await call('PATCH', `/contractors/${sparkId}`, manager.token, {
      hourly_rate: 48,
      status: 'inactive',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ hourly_rate: 48, status: 'inactive' });
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'contractor.updated'));
    expect(audit).toMatchObject({
      entityId: sparkId,
      before: { hourly_rate_cents: null, status: 'active' },
      after: { hourly_rate_cents: 4800, status: 'inactive' },
    });
  });

  let documentId: string;

  it('uploads a real PDF and lists it with a link; flags documents expiring soon', async () => {
    const soon = addDays(today(), 12);
    const response = await upload(
      manager.token,
      arcticId,
      { kind: 'insurance', name: 'Public liability', expires_on: soon },
      PDF,
    );
    expect(response.statusCode).toBe(201);
    documentId = response.json().id;
    expect(response.json()).toMatchObject({
      kind: 'insurance',
      name: 'Public liability',
      expires_on: soon,
      expiring_soon: true,
      expired: false,
      file: { name: 'insurance.pdf', content_type: 'application/pdf' },
    });
    const file = await t.app.inject({ method: 'GET', url: response.json().file.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);

    await t.app.db.insert(contractorDocuments).values([
      {
        organisationId: orgA,
        contractorId: arcticId,
        kind: 'licence',
        name: 'Gas Safe',
        expiresOn: addDays(today(), -3),
      },
      {
        organisationId: orgA,
        contractorId: arcticId,
        kind: 'certification',
        name: 'F-Gas',
        expiresOn: addDays(today(), 200),
      },
    ]);
    const listed = await call('GET', `/contractors/${arcticId}/documents`, manager.token);
    expect(
      listed
        .json()
        .data.map((doc: { name: string; expired: boolean; expiring_soon: boolean }) => [
          doc.name,
          doc.expired,
          doc.expiring_soon,
        ]),
    ).toEqual([
      ['Gas Safe', true, false],
      ['Public liability', false, true],
      ['F-Gas', false, false],
    ]);
    const summary = (await call('GET', `/contractors/${arcticId}`, manager.token)).json().documents;
    expect(summary).toEqual({ count: 3, next_expiry: soon, expiring_soon: true, expired: true });
  });

  it('refuses a fake PDF (415), a missing file and bad fields (422)', async () => {
    const fake = await upload(
      manager.token,
      arcticId,
      { kind: 'insurance', name: 'Fake' },
      Buffer.from([0x13, 0x37, 0x00, 0xfe, 0x42, 0x99, 0x01, 0x02]),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('This type of file is not accepted');
    const missing = await upload(manager.token, arcticId, { kind: 'insurance', name: 'No file' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ file: ['Choose a file to upload'] });
    const badFields = await upload(
      manager.token,
      arcticId,
      { kind: 'passport', name: '', expires_on: '31/12/2026' },
      PDF,
    );
    expect(badFields.statusCode).toBe(422);
    expect(Object.keys(badFields.json().errors).sort()).toEqual(['expires_on', 'kind', 'name']);
    expect((await t.app.db.select().from(files)).length).toBe(1);
  });

  it('limits a contractor user to their own company', async () => {
    const staff = await createUserWithToken(t.app.db, orgA, {
      rules: [{ action: 'read', subject: 'Contractor' }],
    });
    await t.app.db.update(users).set({ contractorId: arcticId }).where(eq(users.id, staff.user.id));
    const listed = await call('GET', '/contractors', staff.token);
    expect(listed.json()).toMatchObject({ total: 1, data: [{ id: arcticId, user_count: 1 }] });
    expect((await call('GET', `/contractors/${arcticId}`, staff.token)).statusCode).toBe(200);
    expect((await call('GET', `/contractors/${sparkId}`, staff.token)).statusCode).toBe(404);
    expect((await call('GET', `/contractors/${sparkId}/documents`, staff.token)).statusCode).toBe(
      404,
    );
    const detail = await call('GET', `/contractors/${arcticId}`, manager.token);
    expect(detail.json().users.map((user: { id: string }) => user.id)).toEqual([staff.user.id]);

    // A company that still has users cannot be deleted.
    const refused = await call('DELETE', `/contractors/${arcticId}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/still has users/);
    await t.app.db.update(users).set({ contractorId: null }).where(eq(users.id, staff.user.id));
  });

  it('invites a person into the company with the Contractor role and the usual e-mail', async () => {
    const response = await call('POST', `/contractors/${arcticId}/invite`, manager.token, {
      email: 'New.Tech@Arctic.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Invitation sent' });
    const [invitation] = await t.app.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'new.tech@arctic.example'));
    expect(invitation?.contractorId).toBe(arcticId);
    const [mail] = await readOutbox(t.app.db, { to: 'new.tech@arctic.example' });
    expect(mail?.template).toBe('invitation');
    expect(mail?.text).toMatch(/\/auth\/AcceptInvitation\?token=/);
    const detail = await call('GET', `/contractors/${arcticId}`, manager.token);
    expect(detail.json().pending_invitations).toEqual([
      { email: 'new.tech@arctic.example', expires_at: invitation!.expiresAt.toISOString() },
    ]);

    const member = await call('POST', `/contractors/${arcticId}/invite`, manager.token, {
      email: viewer.user.email,
    });
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toEqual({
      email: ['This person is already a member of your organisation'],
    });
  });

  it("answers 404 for another organisation's contractor and document on every route", async () => {
    const pdf = multipart({ kind: 'other', name: 'x' }, { name: 'x.pdf', data: PDF });
    const routes: [Parameters<typeof call>[0], string, Record<string, unknown>?][] = [
      ['GET', `/contractors/${arcticId}`],
      ['PATCH', `/contractors/${arcticId}`, { notes: 'Hijacked' }],
      ['DELETE', `/contractors/${sparkId}`],
      ['GET', `/contractors/${arcticId}/documents`],
      ['DELETE', `/contractors/${arcticId}/documents/${documentId}`],
      ['POST', `/contractors/${arcticId}/invite`, { email: 'x@elsewhere.example' }],
    ];
    for (const [method, url, payload] of routes) {
      const response = await call(method, url, outsider.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contractors/${arcticId}/documents`,
      headers: { ...bearer(outsider.token), ...pdf.headers },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode).toBe(404);
    const theirs = await call('GET', '/contractors', outsider.token);
    expect(theirs.json().total).toBe(0);
    // A document id under the wrong company is not found either.
    expect(
      (await call('DELETE', `/contractors/${sparkId}/documents/${documentId}`, admin.token))
        .statusCode,
    ).toBe(404);
  });

  it('needs write to upload, manage to delete; deleting a document removes its file', async () => {
    const viewerUpload = await upload(viewer.token, arcticId, { kind: 'other', name: 'x' }, PDF);
    expect(viewerUpload.statusCode).toBe(403);
    expect((await call('DELETE', `/contractors/${sparkId}`, manager.token)).statusCode).toBe(403);

    const removed = await call(
      'DELETE',
      `/contractors/${arcticId}/documents/${documentId}`,
      manager.token,
    );
    expect(removed.statusCode).toBe(204);
    expect(await t.app.db.select().from(files)).toEqual([]);
    expect((await call('DELETE', `/contractors/${sparkId}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', `/contractors/${sparkId}`, admin.token)).statusCode).toBe(404);
  });
});
