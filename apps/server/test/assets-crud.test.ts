// Assets: create, read, change, archive and delete under /v1/assets, with the reference rules
// (location in the building, no component cycles), generated codes, custom field validation,
// permissions, organisations and building scope.
import { randomUUID } from 'node:crypto';
import { ASSET_MESSAGES, type TErrorCode } from '@mainstay/contracts';
import { errorMessage } from '../src/lib/errors.ts';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  assetCategories,
  assetCustomFields,
  buildings,
  invoices,
  locations,
  userBuildings,
} from '../src/db/schema/index.ts';
import { ensureDefaultCategories } from '../src/modules/assets/asset-categories.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

/** A rule's refusal as an English caller reads it. */
const en = (code: TErrorCode) => errorMessage('en', code);

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

async function addBuilding(db: Database, organisationId: string, name: string) {
  const [row] = await db.insert(buildings).values({ organisationId, name }).returning();
  return row!.id;
}

async function addLocation(
  db: Database,
  organisationId: string,
  buildingId: string,
  name: string,
  parent?: { id: string; path: string; depth: number },
) {
  const id = randomUUID();
  const path = `${parent?.path ?? '/'}${id}/`;
  const depth = parent ? parent.depth + 1 : 0;
  await db
    .insert(locations)
    .values({ id, organisationId, buildingId, name, path, depth, parentId: parent?.id ?? null });
  return { id, path, depth };
}

describe('assets: create, change, delete', () => {
  let t: TestApp;
  let orgA: string;
  let orgB: string;
  let admin: Person;
  let manager: Person;
  let technician: Person;
  let limited: Person;
  let outsider: Person;
  let houseId: string;
  let depotId: string;
  let foreignBuildingId: string;
  let plantRoom: { id: string; path: string; depth: number };
  let depotYard: { id: string };
  let hvacId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    orgA = (await createOrganisation(db, 'Assets Alpha')).id;
    orgB = (await createOrganisation(db, 'Assets Beta')).id;
    await ensureDefaultCategories(db, orgA);
    await ensureDefaultCategories(db, orgB);
    admin = await createUserWithToken(db, orgA, { rules: rulesOf('administrator') });
    manager = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    technician = await createUserWithToken(db, orgA, { rules: rulesOf('technician') });
    limited = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    outsider = await createUserWithToken(db, orgB, { rules: rulesOf('owner') });
    houseId = await addBuilding(db, orgA, 'Northwind House');
    depotId = await addBuilding(db, orgA, 'Riverside Depot');
    foreignBuildingId = await addBuilding(db, orgB, 'Beta Tower');
    plantRoom = await addLocation(db, orgA, houseId, 'Plant room');
    depotYard = await addLocation(db, orgA, depotId, 'Yard');
    await db
      .insert(userBuildings)
      .values({ userId: limited.user.id, buildingId: depotId, organisationId: orgA });
    const categories = await db.select().from(assetCategories);
    hvacId = categories.find((row) => row.organisationId === orgA && row.key === 'hvac')!.id;
    await db.insert(assetCustomFields).values([
      {
        organisationId: orgA,
        key: 'refrigerant',
        label: 'Refrigerant',
        type: 'select',
        options: ['R410A', 'R32'],
        required: true,
      },
      { organisationId: orgA, key: 'filter_size', label: 'Filter size', type: 'text' },
      { organisationId: orgA, key: 'notes_text', label: 'Notes', type: 'text' },
      { organisationId: orgA, key: 'rated_kw', label: 'Rated power', type: 'number' },
      { organisationId: orgA, key: 'last_survey', label: 'Last survey', type: 'date' },
    ]);
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
  const create = (token: string, body: Record<string, unknown>) =>
    call('POST', '/assets', token, {
      building_id: houseId,
      custom_fields: { refrigerant: 'R32' },
      ...body,
    });

  let chillerId: string;

  it('creates an asset with a generated code, costs in major units and custom fields', async () => {
    const response = await create(manager.token, {
      name: 'Chiller 1',
      category_id: hvacId,
      location_id: plantRoom.id,
      make: 'Carrier',
      model: '30XA',
      serial_number: 'CA-123',
      criticality: 'critical',
      install_date: '2019-05-01',
      warranty_expiry: '2029-05-01',
      cost: 84500.5,
      currency: 'gbp',
      supplier_name: 'Cool Co',
      custom_fields: { refrigerant: 'R410A', filter_size: ' 24x24 ', rated_kw: '350.5' },
    });
    expect(response.statusCode).toBe(201);
    const asset = response.json();
    chillerId = asset.id;
    expect(asset).toMatchObject({
      code: 'AST-000001',
      name: 'Chiller 1',
      category: { id: hvacId, key: 'hvac', name: 'HVAC' },
      building: { id: houseId, name: 'Northwind House' },
      location: { id: plantRoom.id, name: 'Plant room' },
      status: 'operational',
      criticality: 'critical',
      cost: 84500.5,
      currency: 'GBP',
      supplier: { contractor: null, name: 'Cool Co' },
      custom_fields: { refrigerant: 'R410A', filter_size: '24x24', rated_kw: 350.5 },
      photos: [],
      documents: [],
      meters: [],
      components_count: 0,
      parent: null,
    });
    const read = await call('GET', `/assets/${chillerId}`, technician.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().code).toBe('AST-000001');
  });

  it('numbers generated codes in sequence, also under concurrent creates', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => create(manager.token, { name: `Pump ${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const codes = responses.map((response) => response.json().code as string).sort();
    expect(codes).toEqual(['AST-000002', 'AST-000003', 'AST-000004', 'AST-000005', 'AST-000006']);
  });

  it('refuses a code another asset uses, keeping the code per organisation', async () => {
    const own = await create(manager.token, { name: 'Boiler', code: 'BLR-01' });
    expect(own.statusCode).toBe(201);
    const again = await create(manager.token, { name: 'Boiler 2', code: 'BLR-01' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [en(ASSET_MESSAGES.codeTaken)] });
    const elsewhere = await call('POST', '/assets', outsider.token, {
      name: 'Boiler',
      code: 'BLR-01',
      building_id: foreignBuildingId,
    });
    expect(elsewhere.statusCode).toBe(201);
    expect(
      (await call('PATCH', `/assets/${chillerId}`, manager.token, { code: 'BLR-01' })).json()
        .errors,
    ).toEqual({ code: [en(ASSET_MESSAGES.codeTaken)] });
  });

  it('explains what is wrong with the input, field by field', async () => {
    const response = await call('POST', '/assets', manager.token, {
      name: '  ',
      building_id: 'nope',
      cost: -5,
      currency: 'EURO',
      install_date: '2024-02-30',
      status: 'broken',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.name).toEqual(['The name is required']);
    expect(errors.building_id).toEqual(['Choose a building']);
    expect(errors.cost).toEqual(['The cost cannot be negative']);
    expect(errors.currency).toEqual(['Enter a valid ISO 4217 currency code, e.g. EUR']);
    expect(errors.install_date).toEqual(['Enter a date as YYYY-MM-DD']);
    expect(errors.status).toEqual(['Choose a status']);

    const noCurrency = await create(manager.token, { name: 'Fan', cost: 10 });
    expect(noCurrency.json().errors).toEqual({ currency: [en(ASSET_MESSAGES.currencyRequired)] });
  });

  it('checks references: category, building, location in that building, supplier', async () => {
    const foreignCategory = (await t.app.db.select().from(assetCategories)).find(
      (row) => row.organisationId === orgB,
    )!.id;
    const response = await create(manager.token, {
      name: 'Fan',
      category_id: foreignCategory,
      location_id: depotYard.id,
      supplier_contractor_id: randomUUID(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      category_id: [en(ASSET_MESSAGES.categoryUnknown)],
      location_id: [en(ASSET_MESSAGES.locationOutsideBuilding)],
      supplier_contractor_id: [en(ASSET_MESSAGES.supplierUnknown)],
    });
    const foreign = await create(manager.token, { name: 'Fan', building_id: foreignBuildingId });
    expect(foreign.json().errors).toEqual({ building_id: [en(ASSET_MESSAGES.buildingUnknown)] });
  });

  it('validates custom fields against the definitions', async () => {
    const response = await create(manager.token, {
      name: 'Split unit',
      custom_fields: {
        refrigerant: 'R22',
        rated_kw: 'lots',
        last_survey: '2024-13-01',
        colour: 'blue',
      },
    });
    expect(response.statusCode).toBe(422);
    // Each problem sits under its field, which names it on the form.
    expect(response.json().errors).toEqual({
      'custom_fields.refrigerant': ['Choose one of the options of this field'],
      'custom_fields.rated_kw': ['Enter a number'],
      'custom_fields.last_survey': ['Enter a date as YYYY-MM-DD'],
      'custom_fields.colour': [en(ASSET_MESSAGES.fieldUnknown)],
    });
    const francophone = await createUserWithToken(t.app.db, orgA, {
      rules: rulesOf('facilities_manager'),
      language: 'fr',
    });
    const missing = await create(francophone.token, {
      name: 'Split unit',
      custom_fields: { notes_text: 'x'.repeat(501) },
    });
    expect(missing.json().errors).toEqual({
      'custom_fields.refrigerant': ['Saisissez une valeur pour ce champ'],
      'custom_fields.notes_text': ['Saisissez au plus 500 caractères'],
    });
    // A change sends only the keys it changes; the others keep their values.
    const patched = await call('PATCH', `/assets/${chillerId}`, manager.token, {
      custom_fields: { filter_size: null, last_survey: '2025-03-04' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().custom_fields).toEqual({
      refrigerant: 'R410A',
      rated_kw: 350.5,
      last_survey: '2025-03-04',
    });
  });

  it('builds component trees and refuses cycles', async () => {
    const fan = await create(manager.token, { name: 'Supply fan', parent_asset_id: chillerId });
    expect(fan.statusCode).toBe(201);
    const fanId = fan.json().id as string;
    expect(fan.json().parent).toMatchObject({ id: chillerId, name: 'Chiller 1' });
    const motor = await create(manager.token, { name: 'Fan motor', parent_asset_id: fanId });
    const motorId = motor.json().id as string;
    expect((await call('GET', `/assets/${chillerId}`, manager.token)).json().components_count).toBe(
      1,
    );

    for (const parent of [chillerId, motorId]) {
      const response = await call('PATCH', `/assets/${chillerId}`, manager.token, {
        parent_asset_id: parent,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: en(ASSET_MESSAGES.componentCycle),
        errors: { parent_asset_id: [en(ASSET_MESSAGES.componentCycle)] },
      });
    }

    const deleting = await call('DELETE', `/assets/${fanId}`, admin.token);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toBe(en(ASSET_MESSAGES.hasComponents));
    expect((await call('DELETE', `/assets/${motorId}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', `/assets/${motorId}`, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/assets/${fanId}`, admin.token)).statusCode).toBe(204);
  });

  it('moving to another building clears a location that is not in it', async () => {
    const asset = (
      await create(manager.token, { name: 'Heater', location_id: plantRoom.id })
    ).json();
    const moved = await call('PATCH', `/assets/${asset.id}`, manager.token, {
      building_id: depotId,
    });
    expect(moved.json()).toMatchObject({ building: { id: depotId }, location: null });
    const wrong = await call('PATCH', `/assets/${asset.id}`, manager.token, {
      location_id: plantRoom.id,
    });
    expect(wrong.json().errors).toEqual({
      location_id: [en(ASSET_MESSAGES.locationOutsideBuilding)],
    });
  });

  it('archives and brings back; refuses deleting an asset with invoices', async () => {
    const asset = (await create(manager.token, { name: 'Old boiler' })).json();
    const archived = await call('POST', `/assets/${asset.id}/archive`, manager.token);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();
    const list = await call('GET', '/assets?per_page=100', manager.token);
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(asset.id);
    const back = await call('POST', `/assets/${asset.id}/unarchive`, manager.token);
    expect(back.json().archived_at).toBeNull();

    await t.app.db.insert(invoices).values({
      organisationId: orgA,
      number: 'INV-1',
      issueDate: '2025-01-01',
      currency: 'GBP',
      assetId: asset.id,
    });
    const refused = await call('DELETE', `/assets/${asset.id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(en(ASSET_MESSAGES.hasPurchases));
  });

  it('answers 403 without the permission and 404 for another organisation', async () => {
    expect((await create(technician.token, { name: 'Nope' })).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/assets/${chillerId}`, technician.token, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/assets/${chillerId}`, manager.token)).statusCode).toBe(403);
    expect((await call('GET', `/assets/${chillerId}`, outsider.token)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/assets/${chillerId}`, outsider.token, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/assets/${chillerId}`, outsider.token)).statusCode).toBe(404);
    expect((await call('GET', `/assets/${randomUUID()}`, admin.token)).statusCode).toBe(404);
    expect((await call('GET', '/assets', '')).statusCode).toBe(401);
  });

  it('keeps a user limited to some buildings within them', async () => {
    expect((await call('GET', `/assets/${chillerId}`, limited.token)).statusCode).toBe(404);
    const outside = await create(limited.token, { name: 'Sneaky', building_id: houseId });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ building_id: [en(ASSET_MESSAGES.buildingOutOfScope)] });
    const inside = await create(limited.token, {
      name: 'Yard lamp',
      building_id: depotId,
      location_id: depotYard.id,
    });
    expect(inside.statusCode).toBe(201);
    const move = await call('PATCH', `/assets/${inside.json().id}`, limited.token, {
      building_id: houseId,
    });
    expect(move.json().errors).toEqual({ building_id: [en(ASSET_MESSAGES.buildingOutOfScope)] });
    const list = await call('GET', '/assets?per_page=100', limited.token);
    // Only the depot's assets: the heater moved there earlier and the lamp.
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Heater',
      'Yard lamp',
    ]);
    expect(list.json().total).toBe(2);
  });
});
