// Purchase orders and invoices raised for a ticket: the ticket_id field (validated against the
// caller's organisation and visibility), the ticket reference in responses, the list filter,
// and the approved amounts in the ticket's costs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBuildings, type Ticket } from '../src/db/schema/index.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import {
  caller,
  insertTicket,
  rulesOf,
  workWorld,
  type Person,
  type WorkWorld,
} from './tickets-work-helpers.ts';

describe('procurement documents linked to tickets', () => {
  let w: WorkWorld;
  let call: ReturnType<typeof caller>;
  let admin: Person;
  let reactive: Ticket;
  let general: Ticket;
  let foreign: Ticket;

  beforeAll(async () => {
    w = await workWorld();
    call = caller(w.t);
    admin = await createUserWithToken(w.db, w.orgId, { rules: rulesOf('administrator') });
    reactive = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      title: 'Boiler pressure low',
    });
    general = await insertTicket(w.db, {
      organisationId: w.orgId,
      buildingId: w.north,
      kind: 'general',
      title: 'Move desks',
    });
    foreign = await insertTicket(w.db, {
      organisationId: w.otherOrgId,
      buildingId: w.foreignBuilding,
    });
  });
  afterAll(() => w.t.close());

  const document = (overrides: Record<string, unknown> = {}) => ({
    supplier_name: 'Boiler Parts Ltd',
    issue_date: '2026-03-01',
    currency: 'EUR',
    lines: [{ description: 'Expansion vessel', quantity: 1, unit_price: 100, tax_rate: 20 }],
    ...overrides,
  });

  it('creates a purchase order for a ticket and lists the orders of that ticket', async () => {
    const created = await call(
      'POST',
      '/purchase-orders',
      admin.token,
      document({ ticket_id: reactive.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().ticket).toEqual({
      id: reactive.id,
      number: reactive.number,
      title: 'Boiler pressure low',
      kind: 'reactive',
    });
    const unrelated = await call('POST', '/purchase-orders', admin.token, document());
    expect(unrelated.json().ticket).toBeNull();

    const listed = await call('GET', `/purchase-orders?ticket_id=${reactive.id}`, admin.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((order: { id: string }) => order.id)).toEqual([
      created.json().id,
    ]);
    const invalid = await call('GET', '/purchase-orders?ticket_id=nope', admin.token);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ ticket_id: ['Not a valid ticket id'] });
  });

  it('links invoices to general tickets and unlinks them', async () => {
    const created = await call(
      'POST',
      '/invoices',
      admin.token,
      document({ ticket_id: general.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().ticket).toMatchObject({ id: general.id, kind: 'general' });
    const listed = await call('GET', `/invoices?ticket_id=${general.id}`, admin.token);
    expect(listed.json().total).toBe(1);

    const unlinked = await call('PATCH', `/invoices/${created.json().id}`, admin.token, {
      ticket_id: null,
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().ticket).toBeNull();
  });

  it("refuses another organisation's ticket and one the caller cannot see (422)", async () => {
    const foreignTicket = await call(
      'POST',
      '/purchase-orders',
      admin.token,
      document({ ticket_id: foreign.id }),
    );
    expect(foreignTicket.statusCode).toBe(422);
    expect(foreignTicket.json().errors).toEqual({ ticket_id: ['Ticket not found'] });

    const order = await call('POST', '/purchase-orders', admin.token, document());
    const patched = await call('PATCH', `/purchase-orders/${order.json().id}`, admin.token, {
      ticket_id: foreign.id,
    });
    expect(patched.statusCode).toBe(422);

    const limited = await createUserWithToken(w.db, w.orgId, {
      rules: rulesOf('facilities_manager'),
    });
    await w.db
      .insert(userBuildings)
      .values({ organisationId: w.orgId, userId: limited.user.id, buildingId: w.south });
    const hidden = await call(
      'POST',
      '/invoices',
      limited.token,
      document({ ticket_id: reactive.id }),
    );
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors).toEqual({ ticket_id: ['Ticket not found'] });

    const malformed = await call('POST', '/invoices', admin.token, document({ ticket_id: 'x' }));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ ticket_id: ['Choose a ticket'] });
  });

  it("counts approved orders and invoices in the ticket's costs", async () => {
    const costed = await insertTicket(w.db, { organisationId: w.orgId, buildingId: w.north });
    const order = await call('POST', '/purchase-orders', admin.token, {
      ...document({ ticket_id: costed.id }),
    });
    for (const status of ['sent', 'approved']) {
      const moved = await call('POST', `/purchase-orders/${order.json().id}/status`, admin.token, {
        status,
      });
      expect(moved.statusCode).toBe(200);
    }
    const invoice = await call(
      'POST',
      '/invoices',
      admin.token,
      document({
        ticket_id: costed.id,
        lines: [{ description: 'Call-out', quantity: 2, unit_price: 40, tax_rate: 0 }],
      }),
    );
    for (const status of ['received', 'approved']) {
      await call('POST', `/invoices/${invoice.json().id}/status`, admin.token, { status });
    }
    // A draft does not count.
    await call('POST', '/invoices', admin.token, document({ ticket_id: costed.id }));

    const detail = await call('GET', `/reactive-tickets/${costed.id}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().costs).toMatchObject({
      purchase_orders: 120,
      invoices: 80,
      total: 80,
    });
  });
});
