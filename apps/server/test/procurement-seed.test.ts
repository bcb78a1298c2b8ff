// The demo purchase orders and invoices: linked to the demo contractors and matching assets,
// with totals the API's own calculation gives, and safe to run twice or without assets.
import { DEFAULT_ROLE_KEYS, DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProcurement } from '../src/seed/demo-procurement.ts';
import {
  assets,
  buildings,
  contractors,
  invoices,
  purchaseOrders,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;

describe('demo procurement seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function organisationWithUsers(name: string) {
    const organisationId = (await createOrganisation(t.app.db, name)).id;
    const admin = await createUserWithToken(t.app.db, organisationId, {
      rules: rulesOf('administrator'),
    });
    const manager = await createUserWithToken(t.app.db, organisationId, {
      rules: rulesOf('facilities_manager'),
    });
    const userIds = Object.fromEntries(
      DEFAULT_ROLE_KEYS.map((key) => [
        key,
        key === 'administrator' ? admin.user.id : manager.user.id,
      ]),
    ) as Record<DefaultRoleKey, string>;
    return { organisationId, userIds, admin };
  }

  it('links documents to demo contractors and matching assets, with consistent totals', async () => {
    const { organisationId, userIds, admin } = await organisationWithUsers('Seeded Procurement');
    const [building] = await t.app.db
      .insert(buildings)
      .values({ organisationId, name: 'Northwind House' })
      .returning();
    await t.app.db.insert(assets).values([
      { organisationId, code: 'AST-000001', name: 'Rooftop chiller', buildingId: building!.id },
      { organisationId, code: 'AST-000002', name: 'Fire alarm panel', buildingId: building!.id },
    ]);
    await t.app.db.insert(contractors).values([
      { organisationId, companyName: 'Arctic Air Mechanical' },
      { organisationId, companyName: 'Guardian Fire Safety' },
    ]);
    await t.app.db.transaction((tx) => seedDemoProcurement(tx, { organisationId, userIds }));
    await t.app.db.transaction((tx) => seedDemoProcurement(tx, { organisationId, userIds }));

    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/v1/purchase-orders?per_page=100',
      headers: bearer(admin.token),
    });
    const list = orders.json();
    expect(list.total).toBe(10);
    const statuses = new Set(list.data.map((order: { status: string }) => order.status));
    expect(statuses).toEqual(new Set(['draft', 'sent', 'approved', 'received', 'cancelled']));
    const arctic = list.data.filter(
      (order: { supplier: { name: string } }) => order.supplier.name === 'Arctic Air Mechanical',
    );
    expect(arctic.length).toBeGreaterThan(0);
    for (const order of arctic) {
      expect(order.supplier.contractor_id).not.toBeNull();
      expect(order.asset.name).toBe('Rooftop chiller');
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/purchase-orders/${list.data[0].id}`,
      headers: bearer(admin.token),
    });
    const { lines, subtotal, tax, total } = detail.json();
    const sum = (key: 'line_total' | 'tax') =>
      Math.round(
        lines.reduce((acc: number, line: Record<string, number>) => acc + line[key]! * 100, 0),
      );
    expect(Math.round(subtotal * 100)).toBe(sum('line_total'));
    expect(Math.round(tax * 100)).toBe(sum('tax'));
    expect(total).toBeCloseTo(subtotal + tax, 2);

    const invoiceList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invoices?per_page=100&status=paid',
      headers: bearer(admin.token),
    });
    expect(invoiceList.json().total).toBeGreaterThan(0);
    for (const invoice of invoiceList.json().data) {
      expect(invoice.paid_at).not.toBeNull();
      expect(invoice.approved_by).not.toBeNull();
    }
  });

  it('seeds documents without assets or contractors when there are none', async () => {
    const { organisationId, userIds } = await organisationWithUsers('Bare Procurement');
    await t.app.db.transaction((tx) => seedDemoProcurement(tx, { organisationId, userIds }));
    const rows = await t.app.db
      .select()
      .from(invoices)
      .where(eq(invoices.organisationId, organisationId));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => row.assetId === null && row.supplierContractorId === null)).toBe(
      true,
    );
    expect(rows.every((row) => row.supplierName)).toBe(true);
    const orders = await t.app.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.organisationId, organisationId));
    expect(orders).toHaveLength(10);
  });
});
