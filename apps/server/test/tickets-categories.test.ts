// Ticket categories per kind (defaults, counts, create, rename, delete rules) and the options
// the create and edit forms offer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketCategories } from '../src/db/schema/index.ts';
import {
  ensureDefaultTicketCategories,
  syncDefaultTicketCategories,
} from '../src/modules/tickets/core/ticket-categories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import {
  callApi,
  createTicket,
  createTicketFixture,
  rulesOf,
  type TicketFixture,
} from './helpers/tickets.ts';

type Category = { id: string; name: string; key: string | null; ticket_count: number };

describe('ticket categories and options', () => {
  let t: TestApp;
  let f: TicketFixture;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTicketFixture(t);
    token = f.people.manager.token;
  });
  afterAll(() => t.close());

  const categories = async (kind: 'reactive' | 'general', as = token) => {
    const response = await callApi(t, 'GET', `/${kind}-tickets/categories`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Category[];
  };

  it('gives each kind its default categories, once, with ticket counts', async () => {
    await ensureDefaultTicketCategories(t.app.db, f.org.id);
    await syncDefaultTicketCategories(t.app.db);
    const reactive = await categories('reactive');
    expect(reactive.map((category) => category.key).sort()).toEqual(
      [
        'doors_locks',
        'electrical',
        'fire_safety',
        'hvac',
        'it',
        'lifts',
        'lighting',
        'other',
        'plumbing',
        'structural',
      ].sort(),
    );
    expect(reactive.find((category) => category.key === 'doors_locks')?.name).toBe('Doors & locks');
    const general = await categories('general');
    expect(general.find((category) => category.key === 'furniture_move')?.name).toBe(
      'Furniture move',
    );
    const hvac = reactive.find((category) => category.key === 'hvac')!;
    await createTicket(t, token, 'reactive', {
      building_id: f.buildings.north.id,
      category_id: hvac.id,
    });
    const counted = await categories('reactive');
    expect(counted.find((category) => category.id === hvac.id)?.ticket_count).toBe(1);
  });

  it('never creates categories on a read; the start-up sync gives the missing defaults', async () => {
    const org = await createOrganisation(t.app.db, 'Fresh Estates');
    const owner = await createUserWithToken(t.app.db, org.id, { rules: rulesOf('owner') });
    const reactiveOptions = async () =>
      (await callApi(t, 'GET', '/reactive-tickets/options', owner.token)).json().categories;
    expect(await categories('general', owner.token)).toEqual([]);
    expect(await reactiveOptions()).toEqual([]);
    await syncDefaultTicketCategories(t.app.db);
    expect(await categories('general', owner.token)).toHaveLength(8);
    expect(await reactiveOptions()).toHaveLength(10);
  });

  it('creates, renames and deletes a category of its own', async () => {
    const created = await callApi(t, 'POST', '/general-tickets/categories', token, {
      name: 'Catering',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Catering', key: null, ticket_count: 0 });
    const id = created.json().id as string;
    const clash = await callApi(t, 'POST', '/general-tickets/categories', token, {
      name: 'cleaning',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A category with this name exists');
    // The same name is free in the other kind.
    const otherKind = await callApi(t, 'POST', '/reactive-tickets/categories', token, {
      name: 'Catering',
    });
    expect(otherKind.statusCode).toBe(201);
    const renamed = await callApi(t, 'PATCH', `/general-tickets/categories/${id}`, token, {
      name: 'Catering & events',
    });
    expect(renamed.json().name).toBe('Catering & events');
    const empty = await callApi(t, 'PATCH', `/general-tickets/categories/${id}`, token, {
      name: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: ['Name is required'] });
    await createTicket(t, token, 'general', { building_id: f.buildings.north.id, category_id: id });
    const used = await callApi(t, 'DELETE', `/general-tickets/categories/${id}`, token);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('This category is used by 1 ticket');
    const unused = otherKind.json().id as string;
    expect(
      (await callApi(t, 'DELETE', `/reactive-tickets/categories/${unused}`, token)).statusCode,
    ).toBe(204);
    const [gone] = await t.app.db
      .select()
      .from(ticketCategories)
      .where(eq(ticketCategories.id, unused));
    expect(gone).toBeUndefined();
    const defaults = await categories('general');
    const waste = defaults.find((category) => category.key === 'waste')!;
    const refused = await callApi(t, 'DELETE', `/general-tickets/categories/${waste.id}`, token);
    expect(refused.statusCode).toBe(409);
  });

  it('keeps categories to their organisation, kind and permission', async () => {
    const general = await categories('general');
    const outsider = f.people.outsider.token;
    const path = `/general-tickets/categories/${general[0]!.id}`;
    expect((await callApi(t, 'PATCH', path, outsider, { name: 'Mine' })).statusCode).toBe(404);
    expect((await callApi(t, 'DELETE', path, outsider)).statusCode).toBe(404);
    expect(
      (
        await callApi(t, 'PATCH', `/reactive-tickets/categories/${general[0]!.id}`, token, {
          name: 'Wrong kind',
        })
      ).statusCode,
    ).toBe(404);
    const viewer = f.people.viewer.token;
    expect((await callApi(t, 'GET', '/general-tickets/categories', viewer)).statusCode).toBe(200);
    expect(
      (await callApi(t, 'POST', '/general-tickets/categories', viewer, { name: 'No' })).statusCode,
    ).toBe(403);
    const contractor = f.people.contractorStaff.token;
    expect((await callApi(t, 'GET', '/general-tickets/categories', contractor)).statusCode).toBe(
      403,
    );
  });

  it('offers active people, teams, active contractors and the categories of the kind', async () => {
    const response = await callApi(t, 'GET', '/general-tickets/options', f.people.reporter.token);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.users.map((user: { id: string }) => user.id)).toContain(
      f.people.technician.user.id,
    );
    expect(options.users.map((user: { id: string }) => user.id)).not.toContain(
      f.people.outsider.user.id,
    );
    expect(options.users[0]).toHaveProperty('email');
    expect(options.teams).toEqual([{ id: f.team.id, name: 'HVAC crew' }]);
    expect(options.contractors.map((company: { name: string }) => company.name)).toEqual([
      'Arctic Air',
      'Bright Sparks',
    ]);
    expect(
      options.categories.every((category: { key: string | null }) => category.key !== 'hvac'),
    ).toBe(true);
    expect(
      (await callApi(t, 'GET', '/general-tickets/options', f.people.viewer.token)).statusCode,
    ).toBe(403);
  });
});
