// Purchase orders: /v1/purchase-orders — totals computed on the server, numbering, validation,
// status moves and approval, the attached file, and organisation and building scoping.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  auditLog,
  buildings,
  contractors,
  files,
  userBuildings,
} from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function multipart(file: { name: string; data: Buffer }) {
  const boundary = `----mainstay${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const line = (description: string, quantity: number, unit_price: number, tax_rate = 20) => ({
  description,
  quantity,
  unit_price,
  tax_rate,
});

describe('purchase orders', () => {
  let t: TestApp;
  let orgA: string;
  let admin: Person;
  let manager: Person;
  let viewer: Person;
  let limited: Person;
  let outsider: Person;
  let assetNorth: string;
  let assetSouth: string;
  let foreignAsset: string;
  let arcticId: string;
  let foreignContractor: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    orgA = (await createOrganisation(db, 'Procurement Alpha')).id;
    const orgB = (await createOrganisation(db, 'Procurement Beta')).id;
    await rolesRepository(db, orgA).insertDefaults();
    admin = await createUserWithToken(db, orgA, { rules: rulesOf('administrator') });
    manager = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    viewer = await createUserWithToken(db, orgA, { rules: rulesOf('viewer') });
    limited = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    outsider = await createUserWithToken(db, orgB, { rules: rulesOf('owner') });
    const [north, south] = await db
      .insert(buildings)
      .values([
        { organisationId: orgA, name: 'North Tower' },
        { organisationId: orgA, name: 'South Depot' },
      ])
      .returning();
    const [foreignBuilding] = await db
      .insert(buildings)
      .values({ organisationId: orgB, name: 'Elsewhere' })
      .returning();
    const made = await db
      .insert(assets)
      .values([
        { organisationId: orgA, code: 'AST-1', name: 'Chiller 1', buildingId: north!.id },
        { organisationId: orgA, code: 'AST-2', name: 'Boiler 2', buildingId: south!.id },
        { organisationId: orgB, code: 'AST-9', name: 'Foreign', buildingId: foreignBuilding!.id },
      ])
      .returning();
    [assetNorth, assetSouth, foreignAsset] = made.map((row) => row.id) as [string, string, string];
    await db
      .insert(userBuildings)
      .values({ organisationId: orgA, userId: limited.user.id, buildingId: north!.id });
    const [arctic, other] = await db
      .insert(contractors)
      .values([
        { organisationId: orgA, companyName: 'Arctic Air Mechanical' },
        { organisationId: orgB, companyName: 'Beta Supplies' },
      ])
      .returning();
    arcticId = arctic!.id;
    foreignContractor = other!.id;
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
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

  const create = (token: string, overrides: Record<string, unknown> = {}) =>
    call('POST', '/purchase-orders', token, {
      supplier_name: 'Filter World Ltd',
      issue_date: '2026-03-01',
      currency: 'GBP',
      lines: [line('Pleated filters', 3, 19.99)],
      asset_id: assetNorth,
      ...overrides,
    });

  it('computes the totals on the server and ignores totals a client sends', async () => {
    const response = await create(manager.token, {
      subtotal: 1,
      tax: 1,
      total: 1,
      lines: [{ ...line('Pleated filters', 3, 19.99), line_total: 5, tax: 0 }],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'draft',
      currency: 'GBP',
      subtotal: 59.97,
      tax: 11.99,
      total: 71.96,
      supplier: { contractor_id: null, name: 'Filter World Ltd' },
      asset: { id: assetNorth, name: 'Chiller 1', code: 'AST-1' },
      created_by: { id: manager.user.id },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ quantity: 3, unit_price: 19.99, line_total: 59.97, tax: 11.99 }),
    ]);
  });

  it('rounds each line to the cent before adding them up', async () => {
    const response = await create(manager.token, {
      lines: [line('Refrigerant R410A (kg)', 2.125, 10.01, 17.5), line('Call-out', 1, 85, 0)],
    });
    // 2.125 x 10.01 = 21.27125 -> 21.27; tax 21.27 x 17.5 % = 3.72225 -> 3.72.
    expect(response.json()).toMatchObject({ subtotal: 106.27, tax: 3.72, total: 109.99 });
  });

  it('numbers orders PO-000001, PO-000002… per organisation, and keeps a chosen number', async () => {
    const list = await call('GET', '/purchase-orders?sort=number&order=asc', admin.token);
    const numbers = list.json().data.map((order: { number: string }) => order.number);
    expect(numbers).toEqual(['PO-000001', 'PO-000002']);
    const chosen = await create(manager.token, { number: 'PO-000041' });
    expect(chosen.json().number).toBe('PO-000041');
    expect((await create(manager.token)).json().number).toBe('PO-000042');
    const taken = await create(manager.token, { number: 'PO-000041' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ number: ['This number is already used'] });
    // Another organisation starts its own sequence.
    const foreign = await call('POST', '/purchase-orders', outsider.token, {
      supplier_name: 'Somebody',
      issue_date: '2026-03-01',
      currency: 'EUR',
      lines: [line('Anything', 1, 1)],
    });
    expect(foreign.json().number).toBe('PO-000001');
  });

  it('explains what is wrong with the lines, dates and supplier', async () => {
    const noLines = await create(manager.token, { lines: [] });
    expect(noLines.statusCode).toBe(422);
    expect(noLines.json().errors).toEqual({ lines: ['Add at least one line'] });

    const zero = await create(manager.token, {
      lines: [line('Filters', 0, 5), line('', 1, -1, 120)],
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toMatchObject({
      'lines.0.quantity': ['The quantity must be more than 0'],
      'lines.1.description': ['Describe the line'],
      'lines.1.unit_price': ['The unit price cannot be negative'],
      'lines.1.tax_rate': ['The tax rate must be between 0 and 100'],
    });

    const dates = await create(manager.token, { issue_date: '2026-03-10', due_date: '2026-03-01' });
    expect(dates.statusCode).toBe(422);
    expect(dates.json()).toMatchObject({
      message: 'The due date cannot be before the issue date',
      errors: { due_date: ['The due date cannot be before the issue date'] },
    });

    const unknown = await create(manager.token, {
      supplier_name: null,
      supplier_contractor_id: foreignContractor,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ supplier_contractor_id: ['Contractor not found'] });

    const none = await create(manager.token, { supplier_name: '' });
    expect(none.json().errors).toEqual({
      supplier_name: ['Choose a contractor or enter the supplier name'],
    });

    const currency = await create(manager.token, { currency: 'XYZ1' });
    expect(currency.json().errors).toEqual({
      currency: ['Enter a 3-letter currency code, e.g. EUR'],
    });
    const unknownCurrency = await create(manager.token, { currency: 'xyz' });
    expect(unknownCurrency.json().errors).toEqual({
      currency: ['This is not a known currency code'],
    });
  });

  it('takes a contractor as the supplier and filters by it', async () => {
    const response = await create(manager.token, {
      supplier_name: null,
      supplier_contractor_id: arcticId,
      asset_id: assetSouth,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().supplier).toEqual({
      contractor_id: arcticId,
      name: 'Arctic Air Mechanical',
    });
    const list = await call(
      'GET',
      `/purchase-orders?supplier_contractor_id=${arcticId}`,
      manager.token,
    );
    expect(list.json().total).toBe(1);
    const search = await call('GET', '/purchase-orders?search=arctic', manager.token);
    expect(search.json().data.map((o: { id: string }) => o.id)).toEqual([response.json().id]);
  });

  it('moves through draft, sent, approved, received and refuses other moves', async () => {
    const id = (await create(manager.token)).json().id;
    const move = (token: string, status: string) =>
      call('POST', `/purchase-orders/${id}/status`, token, { status });

    const skip = await move(manager.token, 'received');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('A draft purchase order cannot move to received');

    expect((await move(manager.token, 'sent')).json().status).toBe('sent');
    // Approving needs (manage, assets), which a facilities manager does not have.
    const refused = await move(manager.token, 'approved');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Approving needs the permission to manage assets');

    const before = Date.now();
    const approved = await move(admin.token, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      approved_by: { id: admin.user.id, name: admin.user.name },
    });
    expect(Date.parse(approved.json().approved_at)).toBeGreaterThanOrEqual(before - 1000);

    // The approved amounts are locked.
    const change = await call('PATCH', `/purchase-orders/${id}`, manager.token, {
      lines: [line('More filters', 10, 19.99)],
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'An approved purchase order can no longer change its lines, currency or supplier',
    );
    const notes = await call('PATCH', `/purchase-orders/${id}`, manager.token, {
      notes: 'Deliver to loading bay 2',
    });
    expect(notes.json().notes).toBe('Deliver to loading bay 2');

    expect((await move(manager.token, 'received')).json().status).toBe('received');
    const cancel = await move(manager.token, 'cancelled');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A received purchase order cannot move to cancelled');

    const del = await call('DELETE', `/purchase-orders/${id}`, manager.token);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Only drafts can be deleted; this one is received');

    const audit = await t.app.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'purchase_order'), eq(auditLog.entityId, id)));
    expect(audit.map((entry) => entry.action)).toEqual([
      'purchase_order.created',
      'purchase_order.status_changed',
      'purchase_order.status_changed',
      'purchase_order.updated',
      'purchase_order.status_changed',
    ]);
  });

  it('cancels an order that is not yet received, and deletes drafts', async () => {
    const sent = (await create(manager.token)).json().id;
    await call('POST', `/purchase-orders/${sent}/status`, manager.token, { status: 'sent' });
    const cancelled = await call('POST', `/purchase-orders/${sent}/status`, manager.token, {
      status: 'cancelled',
    });
    expect(cancelled.json().status).toBe('cancelled');

    const draft = (await create(manager.token)).json().id;
    expect((await call('DELETE', `/purchase-orders/${draft}`, manager.token)).statusCode).toBe(204);
    expect((await call('GET', `/purchase-orders/${draft}`, manager.token)).statusCode).toBe(404);
  });

  it('updates lines and recomputes the totals', async () => {
    const id = (await create(manager.token)).json().id;
    const response = await call('PATCH', `/purchase-orders/${id}`, manager.token, {
      lines: [line('Service visit', 2, 150), line('Filters', 1, 80)],
      total: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subtotal: 380, tax: 76, total: 456 });
    expect(response.json().lines).toHaveLength(2);
    const dates = await call('PATCH', `/purchase-orders/${id}`, manager.token, {
      due_date: '2026-02-01',
    });
    expect(dates.json().errors).toEqual({
      due_date: ['The due date cannot be before the issue date'],
    });
  });

  it('attaches, replaces and removes a file', async () => {
    const id = (await create(manager.token)).json().id;
    const body = multipart({ name: 'quote.pdf', data: PDF });
    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/purchase-orders/${id}/file`,
      headers: { ...bearer(manager.token), ...body.headers },
      payload: body.payload,
    });
    expect(attached.statusCode).toBe(200);
    const file = attached.json().file;
    expect(file).toMatchObject({ name: 'quote.pdf', content_type: 'application/pdf' });
    const content = await t.app.inject({ method: 'GET', url: file.url });
    expect(content.statusCode).toBe(200);

    const list = await call('GET', `/purchase-orders?asset_id=${assetNorth}`, manager.token);
    const row = list.json().data.find((order: { id: string }) => order.id === id);
    expect(row.file.id).toBe(file.id);

    const second = multipart({ name: 'quote-v2.pdf', data: PDF });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/purchase-orders/${id}/file`,
      headers: { ...bearer(manager.token), ...second.headers },
      payload: second.payload,
    });
    expect(replaced.json().file.name).toBe('quote-v2.pdf');
    expect(await t.app.db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);

    expect((await call('DELETE', `/purchase-orders/${id}/file`, manager.token)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/purchase-orders/${id}`, manager.token)).json().file).toBeNull();
  });

  it('needs the permission for each action', async () => {
    expect((await call('GET', '/purchase-orders', viewer.token)).statusCode).toBe(200);
    const refused = await create(viewer.token);
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/purchase-orders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for another organisation's orders and refuses its assets", async () => {
    const id = (await create(manager.token)).json().id;
    for (const [method, url] of [
      ['GET', `/purchase-orders/${id}`],
      ['PATCH', `/purchase-orders/${id}`],
      ['DELETE', `/purchase-orders/${id}`],
      ['POST', `/purchase-orders/${id}/status`],
      ['DELETE', `/purchase-orders/${id}/file`],
    ] as const) {
      const payload = method === 'POST' ? { status: 'sent' } : method === 'PATCH' ? {} : undefined;
      const response = await call(method, url, outsider.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Purchase order not found');
    }
    const list = await call('GET', '/purchase-orders', outsider.token);
    expect(list.json().data.map((o: { id: string }) => o.id)).not.toContain(id);
    const foreign = await create(manager.token, { asset_id: foreignAsset });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ asset_id: ['Asset not found'] });
  });

  it('limits a user to the orders of assets in their buildings', async () => {
    const south = (await create(manager.token, { asset_id: assetSouth })).json().id;
    const unlinked = (await create(manager.token, { asset_id: null })).json().id;
    const mine = (await create(limited.token, { asset_id: assetNorth })).json();
    expect(mine.asset.id).toBe(assetNorth);

    const list = await call('GET', '/purchase-orders?per_page=100', limited.token);
    const ids = list.json().data.map((o: { id: string }) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(south);
    expect(ids).not.toContain(unlinked);
    expect(
      list.json().data.every((o: { asset: { id: string } }) => o.asset.id === assetNorth),
    ).toBe(true);
    expect((await call('GET', `/purchase-orders/${south}`, limited.token)).statusCode).toBe(404);
    const outside = await create(limited.token, { asset_id: assetSouth });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ asset_id: ['Asset not found'] });
    const move = await call('PATCH', `/purchase-orders/${mine.id}`, limited.token, {
      asset_id: assetSouth,
    });
    expect(move.statusCode).toBe(422);
  });

  it('sorts and filters by status and asset', async () => {
    const byTotal = await call('GET', '/purchase-orders?sort=total&order=desc', manager.token);
    const totals = byTotal.json().data.map((o: { total: number }) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const cancelled = await call('GET', '/purchase-orders?status=cancelled', manager.token);
    expect(cancelled.json().data.every((o: { status: string }) => o.status === 'cancelled')).toBe(
      true,
    );
    const bad = await call('GET', '/purchase-orders?status=lost&sort=colour', manager.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });
});
