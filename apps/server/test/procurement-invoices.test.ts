// Invoices: /v1/invoices — status moves (received, approved, paid, disputed), approval and
// payment records, a link to a purchase order of the same organisation, and scoping.
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, auditLog, buildings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

describe('invoices', () => {
  let t: TestApp;
  let owner: Person;
  let manager: Person;
  let technician: Person;
  let outsider: Person;
  let assetId: string;
  let foreignOrder: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    const orgA = (await createOrganisation(db, 'Invoices Alpha')).id;
    const orgB = (await createOrganisation(db, 'Invoices Beta')).id;
    owner = await createUserWithToken(db, orgA, { rules: rulesOf('owner') });
    manager = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    technician = await createUserWithToken(db, orgA, { rules: rulesOf('technician') });
    outsider = await createUserWithToken(db, orgB, { rules: rulesOf('owner') });
    const [building] = await db
      .insert(buildings)
      .values({ organisationId: orgA, name: 'Harbour Park' })
      .returning();
    const [asset] = await db
      .insert(assets)
      .values({ organisationId: orgA, code: 'AST-7', name: 'Lift 7', buildingId: building!.id })
      .returning();
    assetId = asset!.id;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/purchase-orders',
      headers: bearer(outsider.token),
      payload: {
        supplier_name: 'Elsewhere',
        issue_date: '2026-01-05',
        currency: 'EUR',
        lines: [{ description: 'Anything', quantity: 1, unit_price: 10 }],
      },
    });
    foreignOrder = foreign.json().id;
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

  const create = (overrides: Record<string, unknown> = {}) =>
    call('POST', '/invoices', manager.token, {
      supplier_name: 'LiftCare Services',
      issue_date: '2026-04-02',
      due_date: '2026-05-02',
      currency: 'EUR',
      lines: [
        { description: 'Annual lift inspection', quantity: 1, unit_price: 420, tax_rate: 20 },
        { description: 'Door sensor', quantity: 2, unit_price: 64.5, tax_rate: 20 },
      ],
      asset_id: assetId,
      ...overrides,
    });

  it('creates an invoice numbered INV-000001 with server totals, linked to a purchase order', async () => {
    const order = await call('POST', '/purchase-orders', manager.token, {
      supplier_name: 'LiftCare Services',
      issue_date: '2026-03-20',
      currency: 'EUR',
      lines: [{ description: 'Annual lift inspection', quantity: 1, unit_price: 420 }],
      asset_id: assetId,
    });
    const response = await create({ purchase_order_id: order.json().id, total: 0 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      number: 'INV-000001',
      status: 'draft',
      subtotal: 549,
      tax: 109.8,
      total: 658.8,
      purchase_order: { id: order.json().id, number: 'PO-000001' },
      paid_at: null,
      approved_by: null,
    });
    const filtered = await call(
      'GET',
      `/invoices?purchase_order_id=${order.json().id}`,
      manager.token,
    );
    expect(filtered.json().total).toBe(1);
    expect(filtered.json().data[0].purchase_order.number).toBe('PO-000001');
  });

  it("refuses another organisation's purchase order", async () => {
    const response = await create({ purchase_order_id: foreignOrder });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ purchase_order_id: ['Purchase order not found'] });
  });

  it('goes draft → received → approved → disputed → received → approved → paid', async () => {
    const id = (await create()).json().id;
    const move = (token: string, status: string, note?: string) =>
      call('POST', `/invoices/${id}/status`, token, { status, ...(note ? { note } : {}) });

    const early = await move(manager.token, 'paid');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A draft invoice cannot move to paid');

    expect((await move(manager.token, 'received')).json().status).toBe('received');
    expect((await move(manager.token, 'approved')).statusCode).toBe(403);
    const approved = (await move(owner.token, 'approved')).json();
    expect(approved.approved_by).toEqual({ id: owner.user.id, name: owner.user.name });
    expect(approved.approved_at).not.toBeNull();

    const disputed = await move(manager.token, 'disputed', 'Charged for two sensors, one fitted');
    expect(disputed.json().status).toBe('disputed');
    expect((await move(manager.token, 'paid')).json().message).toBe(
      'A disputed invoice cannot move to paid',
    );
    // While disputed the amounts can be corrected.
    const corrected = await call('PATCH', `/invoices/${id}`, manager.token, {
      lines: [
        { description: 'Annual lift inspection', quantity: 1, unit_price: 420, tax_rate: 20 },
        { description: 'Door sensor', quantity: 1, unit_price: 64.5, tax_rate: 20 },
      ],
    });
    expect(corrected.json().total).toBe(581.4);
    expect((await move(manager.token, 'received')).json().status).toBe('received');
    await move(owner.token, 'approved');
    const paid = (await move(manager.token, 'paid')).json();
    expect(paid.status).toBe('paid');
    expect(Date.parse(paid.paid_at)).toBeGreaterThan(0);

    const [dispute] = await t.app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, id),
          eq(auditLog.entityType, 'invoice'),
          eq(auditLog.action, 'invoice.status_changed'),
        ),
      )
      .then((rows) => rows.filter((row) => row.after?.status === 'disputed'));
    expect(dispute?.after).toEqual({
      status: 'disputed',
      note: 'Charged for two sensors, one fitted',
    });

    const locked = await call('PATCH', `/invoices/${id}`, manager.token, { currency: 'GBP' });
    expect(locked.statusCode).toBe(409);
    expect((await call('DELETE', `/invoices/${id}`, manager.token)).json().message).toBe(
      'Only drafts can be deleted; this one is paid',
    );
  });

  it('lets a technician read but not add invoices', async () => {
    expect((await call('GET', `/invoices?asset_id=${assetId}`, technician.token)).statusCode).toBe(
      200,
    );
    const refused = await call('POST', '/invoices', technician.token, {});
    expect(refused.statusCode).toBe(403);
  });

  it("answers 404 for another organisation's invoice", async () => {
    const id = (await create()).json().id;
    const response = await call('GET', `/invoices/${id}`, outsider.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invoice not found');
    const moved = await call('POST', `/invoices/${id}/status`, outsider.token, {
      status: 'received',
    });
    expect(moved.statusCode).toBe(404);
  });

  it('documents the routes and their schemas in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/invoices',
        '/api/v1/invoices/{id}',
        '/api/v1/invoices/{id}/status',
        '/api/v1/invoices/{id}/file',
        '/api/v1/purchase-orders',
        '/api/v1/purchase-orders/{id}/status',
      ]),
    );
    expect(document.components.schemas).toHaveProperty('CreateInvoiceRequest');
    expect(document.components.schemas).toHaveProperty('PurchaseOrderDetail');
  });
});
