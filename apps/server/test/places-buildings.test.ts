// Buildings: /v1/buildings CRUD, validation, code uniqueness, scoping, in-use rules, bulk,
// summary, photo and export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createUserWithToken } from './helpers/fixtures.ts';
import {
  caller,
  insertAssets,
  insertInvoice,
  limitToBuildings,
  multipartImage,
  placesWorld,
  PNG,
  rulesOf,
  type Person,
} from './places-helpers.ts';

describe('buildings', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof placesWorld>>;
  let call: ReturnType<typeof caller>;
  let hqId: string;
  let depotId: string;
  let clinicId: string;

  beforeAll(async () => {
    t = await createTestApp();
    world = await placesWorld(t);
    call = caller(t);
  });
  afterAll(() => t.close());

  it('creates a building with every field and reads it back', async () => {
    const response = await call('POST', '/buildings', world.manager.token, {
      name: '  Northwind House ',
      code: 'NWH',
      type: 'office',
      street: '12 Finsbury Square',
      city: 'London',
      region: 'Greater London',
      postcode: 'EC2A 1AS',
      country: 'gb',
      latitude: 51.5206,
      longitude: -0.0865,
      floors: 6,
      gross_area: 8200,
      area_unit: 'm2',
      year_built: 1998,
      contacts: [
        {
          name: 'Priya Shah',
          role: 'Building manager',
          phone: '+44 20 7946 0100',
          email: 'priya@example.test',
        },
      ],
      opening_hours: 'Mon–Fri 07:00–19:00',
      notes: 'Loading bay at the rear.',
    });
    expect(response.statusCode).toBe(201);
    const building = response.json();
    hqId = building.id;
    expect(building).toMatchObject({
      name: 'Northwind House',
      code: 'NWH',
      country: 'GB',
      status: 'active',
      floors: 6,
      year_built: 1998,
      photo: null,
      locations_count: 0,
      assets_count: 0,
      open_work_count: 0,
      archived_at: null,
      contacts: [{ name: 'Priya Shah', role: 'Building manager' }],
    });
    const read = await call('GET', `/buildings/${hqId}`, world.viewer.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().street).toBe('12 Finsbury Square');

    depotId = (
      await call('POST', '/buildings', world.manager.token, {
        name: 'Riverside Depot',
        code: 'RDC',
        type: 'industrial',
        city: 'Reading',
        status: 'inactive',
      })
    ).json().id;
    clinicId = (
      await call('POST', '/buildings', world.manager.token, {
        name: 'Elm Street Clinic',
        type: 'healthcare',
        city: 'Oxford',
      })
    ).json().id;
    expect(clinicId).toBeTruthy();
  });

  it('refuses bad fields with a message for each', async () => {
    const response = await call('POST', '/buildings', world.manager.token, {
      name: ' ',
      type: 'castle',
      latitude: 91,
      longitude: -181,
      floors: -1,
      gross_area: -5,
      year_built: new Date().getFullYear() + 1,
      country: 'GBR',
      contacts: [{ name: '', email: 'not-an-email' }],
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.name).toEqual(['Enter the building name']);
    expect(errors.type[0]).toContain('Type must be one of');
    expect(errors.latitude).toEqual(['Latitude must be between -90 and 90']);
    expect(errors.longitude).toEqual(['Longitude must be between -180 and 180']);
    expect(errors.floors).toEqual(['Floors cannot be negative']);
    expect(errors.gross_area).toEqual(['Gross area cannot be negative']);
    expect(errors.year_built).toEqual(['Year built cannot be in the future']);
    expect(errors.country).toEqual(['Use a two-letter country code, e.g. GB']);
    expect(errors['contacts.0.name']).toEqual(['Enter the contact’s name']);
    expect(errors['contacts.0.email']).toEqual(['Enter a valid e-mail address']);
    const old = await call('POST', '/buildings', world.manager.token, {
      name: 'Old',
      year_built: 1700,
    });
    expect(old.json().errors.year_built).toEqual(['Year built must be 1800 or later']);
  });

  it('keeps building codes unique in the organisation (any case), not across organisations', async () => {
    const taken = await call('POST', '/buildings', world.manager.token, {
      name: 'Copy',
      code: 'nwh',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ code: ['Another building already uses this code'] });
    const renamed = await call('PATCH', `/buildings/${depotId}`, world.manager.token, {
      code: 'NWH',
    });
    expect(renamed.statusCode).toBe(422);
    const elsewhere = await call('POST', '/buildings', world.outsider.token, {
      name: 'Their HQ',
      code: 'NWH',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('updates only the fields sent', async () => {
    const response = await call('PATCH', `/buildings/${hqId}`, world.manager.token, {
      floors: 7,
      notes: 'New reception',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      floors: 7,
      notes: 'New reception',
      code: 'NWH',
      city: 'London',
    });
  });

  it('lists with search, filters, sort and pagination, with counts', async () => {
    await insertAssets(t.app.db, world.orgA, depotId, 3);
    const all = await call('GET', '/buildings?sort=name&order=asc&per_page=5', world.viewer.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((b: { name: string }) => b.name)).toEqual([
      'Elm Street Clinic',
      'Northwind House',
      'Riverside Depot',
    ]);
    expect(all.json()).toMatchObject({ total: 3, page: 1, per_page: 5 });
    const depot = all.json().data.find((b: { id: string }) => b.id === depotId);
    expect(depot).toMatchObject({ assets_count: 3, locations_count: 0, open_work_count: 0 });

    const page2 = await call(
      'GET',
      '/buildings?sort=name&order=desc&per_page=5&page=1',
      world.viewer.token,
    );
    expect(page2.json().data[0].name).toBe('Riverside Depot');
    const paged = await call('GET', '/buildings?sort=name&per_page=5&page=2', world.viewer.token);
    expect(paged.json()).toMatchObject({ data: [], total: 3 });

    const search = await call('GET', '/buildings?search=finsb', world.viewer.token);
    expect(search.json().data.map((b: { id: string }) => b.id)).toEqual([hqId]);
    const status = await call('GET', '/buildings?status=inactive', world.viewer.token);
    expect(status.json().data.map((b: { id: string }) => b.id)).toEqual([depotId]);
    const type = await call('GET', '/buildings?type=healthcare', world.viewer.token);
    expect(type.json().data.map((b: { id: string }) => b.id)).toEqual([clinicId]);
    const city = await call('GET', '/buildings?city=london', world.viewer.token);
    expect(city.json().data.map((b: { id: string }) => b.id)).toEqual([hqId]);

    const bad = await call('GET', '/buildings?sort=colour&per_page=7', world.viewer.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.per_page[0]).toContain('Page size must be one of');
  });

  it('refuses to delete a building with assets, saying why; archives instead', async () => {
    const refused = await call('DELETE', `/buildings/${depotId}`, world.admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This building has 3 assets; move them to another building or archive the building instead',
    );
    const archived = await call('POST', `/buildings/${depotId}/archive`, world.manager.token);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).not.toBeNull();
    const list = await call('GET', '/buildings', world.viewer.token);
    expect(list.json().data.map((b: { id: string }) => b.id)).not.toContain(depotId);
    const archivedList = await call('GET', '/buildings?archived=true', world.viewer.token);
    expect(archivedList.json().data.map((b: { id: string }) => b.id)).toEqual([depotId]);
    const back = await call('POST', `/buildings/${depotId}/unarchive`, world.manager.token);
    expect(back.json().archived_at).toBeNull();
  });

  it('needs the right permission for each action', async () => {
    expect((await call('POST', '/buildings', world.viewer.token, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/buildings/${hqId}`, world.viewer.token, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/buildings', world.reporter.token)).statusCode).toBe(403);
    // Managers add and edit but do not delete.
    expect((await call('DELETE', `/buildings/${clinicId}`, world.manager.token)).statusCode).toBe(
      403,
    );
    const bulkDelete = await call('POST', '/buildings/bulk', world.manager.token, {
      ids: [clinicId],
      action: 'delete',
    });
    expect(bulkDelete.statusCode).toBe(403);
  });

  it('answers 404 for another organisation’s building', async () => {
    for (const [method, url] of [
      ['GET', `/buildings/${hqId}`],
      ['GET', `/buildings/${hqId}/summary`],
      ['PATCH', `/buildings/${hqId}`],
      ['DELETE', `/buildings/${hqId}`],
      ['POST', `/buildings/${hqId}/archive`],
    ] as const) {
      const response = await call(
        method,
        url,
        world.outsider.token,
        method === 'PATCH' ? { name: 'Mine' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await call('GET', '/buildings', world.outsider.token);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Their HQ']);
  });

  it('limits a person with a building scope to those buildings', async () => {
    const limited: Person = await createUserWithToken(t.app.db, world.orgA, {
      rules: rulesOf('facilities_manager'),
    });
    await limitToBuildings(t.app.db, world.orgA, limited.user.id, [hqId]);
    const list = await call('GET', '/buildings', limited.token);
    expect(list.json().data.map((b: { id: string }) => b.id)).toEqual([hqId]);
    expect((await call('GET', `/buildings/${clinicId}`, limited.token)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/buildings/${clinicId}`, limited.token, { name: 'Mine' })).statusCode,
    ).toBe(404);
    const created = await call('POST', '/buildings', limited.token, { name: 'Side office' });
    expect(created.statusCode).toBe(403);
    const bulk = await call('POST', '/buildings/bulk', limited.token, {
      ids: [hqId, clinicId],
      action: 'set_status',
      status: 'active',
    });
    expect(bulk.json().results).toEqual([
      { id: hqId, ok: true, message: null },
      { id: clinicId, ok: false, message: 'Building not found' },
    ]);
  });

  it('runs bulk actions per id, refusing in-use deletes with the reason', async () => {
    const missing = await call('POST', '/buildings/bulk', world.admin.token, {
      ids: [hqId],
      action: 'set_status',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.status).toEqual(['Choose the new status']);
    const spare = (
      await call('POST', '/buildings', world.manager.token, { name: 'Spare unit' })
    ).json().id;
    const response = await call('POST', '/buildings/bulk', world.admin.token, {
      ids: [spare, depotId],
      action: 'delete',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { id: spare, ok: true, message: null },
        {
          id: depotId,
          ok: false,
          message:
            'This building has 3 assets; move them to another building or archive the building instead',
        },
      ],
      succeeded: 1,
      failed: 1,
    });
    expect((await call('GET', `/buildings/${spare}`, world.admin.token)).statusCode).toBe(404);
    const archive = await call('POST', '/buildings/bulk', world.admin.token, {
      ids: [clinicId],
      action: 'archive',
    });
    expect(archive.json().succeeded).toBe(1);
    await call('POST', `/buildings/${clinicId}/unarchive`, world.admin.token);
  });

  it('sums this year’s invoices per currency and counts assets by status', async () => {
    const [first, second] = await insertAssets(t.app.db, world.orgA, hqId, 2);
    const year = new Date().getUTCFullYear();
    await insertInvoice(t.app.db, world.orgA, first!, `${year}-02-01`, 125_050);
    await insertInvoice(t.app.db, world.orgA, second!, `${year}-03-01`, 10_000);
    await insertInvoice(t.app.db, world.orgA, second!, `${year}-03-02`, 5_000, 'EUR');
    await insertInvoice(t.app.db, world.orgA, first!, `${year - 1}-12-31`, 99_999);
    const response = await call('GET', `/buildings/${hqId}/summary`, world.viewer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year,
      costs_this_year: [
        { currency: 'EUR', total: 50, total_cents: 5_000 },
        { currency: 'GBP', total: 1350.5, total_cents: 135_050 },
      ],
      assets_by_status: { operational: 2 },
      assets_total: 2,
      locations_count: 0,
      open_work_count: 0,
    });
  });

  it('sets, replaces and removes the photo', async () => {
    const put = () => {
      const body = multipartImage(PNG);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/buildings/${hqId}/photo`,
        headers: { ...bearer(world.manager.token), ...body.headers },
        payload: body.payload,
      });
    };
    const first = await put();
    expect(first.statusCode).toBe(200);
    expect(first.json().photo).toMatchObject({ content_type: 'image/png' });
    const second = await put();
    expect(second.json().photo.id).not.toBe(first.json().photo.id);
    const image = await t.app.inject({ method: 'GET', url: second.json().photo.url });
    expect(image.statusCode).toBe(200);
    const removed = await call('DELETE', `/buildings/${hqId}/photo`, world.manager.token);
    expect(removed.json().photo).toBeNull();
    const notImage = multipartImage(Buffer.from('just text'), 'notes.txt');
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/buildings/${hqId}/photo`,
      headers: { ...bearer(world.manager.token), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(415);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call(
      'GET',
      '/buildings/export?format=csv&search=northwind',
      world.viewer.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('buildings-');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Name,Code,Type,Status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Northwind House,NWH,office');
  });
});
