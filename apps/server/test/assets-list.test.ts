// The asset list (filters incl. warranty and location subtree, search, sort, pages), bulk
// actions with per-asset refusals, meters and readings, photos and documents, and the
// organisation's categories and custom fields.
import { randomUUID } from 'node:crypto';
import { ASSET_MESSAGES, type TErrorCode } from '@mainstay/contracts';
import { errorMessage } from '../src/lib/errors.ts';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { assets, buildings, locations } from '../src/db/schema/index.ts';
import {
  ensureDefaultCategories,
  syncDefaultCategories,
} from '../src/modules/assets/asset-categories.ts';
import { addDays, today } from '../src/modules/assets/assets.shared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

/** A rule's refusal as an English caller reads it. */
const en = (code: TErrorCode) => errorMessage('en', code);

const rulesOf = (key: DefaultRoleKey) => DEFAULT_ROLES.find((role) => role.key === key)!.rules;
type Person = Awaited<ReturnType<typeof createUserWithToken>>;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) {
  const boundary = `----mainstay${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function addLocation(
  db: Database,
  organisationId: string,
  buildingId: string,
  name: string,
  parent?: { id: string; path: string },
) {
  const id = randomUUID();
  const path = `${parent?.path ?? '/'}${id}/`;
  await db.insert(locations).values({
    id,
    organisationId,
    buildingId,
    name,
    path,
    depth: path.split('/').length - 3,
    parentId: parent?.id ?? null,
  });
  return { id, path };
}

describe('assets: list, bulk, meters, files, settings', () => {
  let t: TestApp;
  let orgA: string;
  let admin: Person;
  let manager: Person;
  let technician: Person;
  let outsider: Person;
  let houseId: string;
  let depotId: string;
  let floor: { id: string; path: string };
  let room: { id: string; path: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    orgA = (await createOrganisation(db, 'List Alpha')).id;
    const orgB = (await createOrganisation(db, 'List Beta')).id;
    await ensureDefaultCategories(db, orgA);
    admin = await createUserWithToken(db, orgA, { rules: rulesOf('administrator') });
    manager = await createUserWithToken(db, orgA, { rules: rulesOf('facilities_manager') });
    technician = await createUserWithToken(db, orgA, { rules: rulesOf('technician') });
    outsider = await createUserWithToken(db, orgB, { rules: rulesOf('owner') });
    const [house, depot] = await db
      .insert(buildings)
      .values([
        { organisationId: orgA, name: 'Alpha House' },
        { organisationId: orgA, name: 'Beta Depot' },
      ])
      .returning();
    houseId = house!.id;
    depotId = depot!.id;
    floor = await addLocation(db, orgA, houseId, 'Floor 1');
    room = await addLocation(db, orgA, houseId, 'Room 101', floor);
    const on = today();
    const rows = [
      {
        name: 'Chiller',
        make: 'Carrier',
        status: 'down',
        warranty: addDays(on, -10),
        loc: room.id,
      },
      {
        name: 'Boiler',
        make: 'Viessmann',
        status: 'operational',
        warranty: addDays(on, 20),
        loc: floor.id,
      },
      { name: 'Lift', make: 'Otis', status: 'in_repair', warranty: addDays(on, 60), loc: null },
      {
        name: 'Van',
        make: 'Ford',
        status: 'operational',
        warranty: addDays(on, 400),
        loc: null,
        depot: true,
      },
    ] as const;
    for (const [index, row] of rows.entries()) {
      const [inserted] = await db
        .insert(assets)
        .values({
          organisationId: orgA,
          code: `T-${index + 1}`,
          name: row.name,
          make: row.make,
          status: row.status,
          warrantyExpiry: row.warranty,
          buildingId: 'depot' in row ? depotId : houseId,
          locationId: row.loc,
        })
        .returning();
      ids[row.name] = inserted!.id;
    }
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
  const names = async (query: string, token = manager.token) => {
    const response = await call('GET', `/assets?${query}`, token);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { name: string }[]).map((row) => row.name);
  };

  it('lists with joins, sorting and pages', async () => {
    const response = await call('GET', '/assets?per_page=5&sort=name', manager.token);
    const body = response.json();
    expect(body.total).toBe(4);
    expect(body.data.map((row: { name: string }) => row.name)).toEqual([
      'Boiler',
      'Chiller',
      'Lift',
      'Van',
    ]);
    expect(body.data[1]).toMatchObject({
      code: 'T-1',
      building: { id: houseId, name: 'Alpha House' },
      location: { id: room.id, name: 'Room 101' },
      status: 'down',
      photo: null,
      components_count: 0,
    });
    expect(await names('sort=building&order=desc&per_page=5')).toHaveLength(4);
    expect((await names('sort=building&order=desc&per_page=5'))[0]).toBe('Van');
    const second = await call('GET', '/assets?per_page=5&page=2', manager.token);
    expect(second.json()).toMatchObject({ data: [], total: 4, page: 2 });
    const bad = await call('GET', '/assets?per_page=7&sort=colour', manager.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      per_page: ['Page size must be one of 5, 10, 20, 25, 50, 100'],
    });
  });

  it('filters by status list, building, location subtree, warranty and search', async () => {
    expect(await names('status=down,in_repair&sort=name')).toEqual(['Chiller', 'Lift']);
    expect(await names(`building_id=${depotId}`)).toEqual(['Van']);
    expect(await names(`location_id=${floor.id}&sort=name`)).toEqual(['Boiler', 'Chiller']);
    expect(await names(`location_id=${room.id}`)).toEqual(['Chiller']);
    expect(await names(`location_id=${randomUUID()}`)).toEqual([]);
    expect(await names('warranty=expired')).toEqual(['Chiller']);
    expect(await names('warranty=expiring_30')).toEqual(['Boiler']);
    expect(await names('warranty=expiring_90&sort=name')).toEqual(['Boiler', 'Lift']);
    expect(await names('search=viess')).toEqual(['Boiler']);
    expect(await names('search=T-4')).toEqual(['Van']);
    expect(await names('search=otis&status=operational')).toEqual([]);
    expect(await names('', outsider.token)).toEqual([]);
    const bad = await call('GET', '/assets?status=broken', manager.token);
    expect(bad.statusCode).toBe(422);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call(
      'GET',
      '/assets/export?format=csv&status=down&sort=name',
      manager.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/assets-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Name,Code,Category,Building,Location/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(/^Chiller,T-1,,Alpha House,Room 101/);
    expect((await call('GET', '/assets/export?format=pdf', manager.token)).statusCode).toBe(422);
    expect((await call('GET', '/assets/export', outsider.token)).body).not.toContain('Chiller');
  });

  it('runs bulk actions asset by asset, with the reason for each refusal', async () => {
    const child = await call('POST', '/assets', manager.token, {
      name: 'Pump',
      building_id: houseId,
      parent_asset_id: ids.Lift,
    });
    ids.Pump = child.json().id;
    const status = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Chiller, ids.Lift, randomUUID()],
      action: 'set_status',
      status: 'operational',
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ succeeded: 2, failed: 1 });
    expect(status.json().results[2]).toMatchObject({
      ok: false,
      message: en(ASSET_MESSAGES.notFound),
    });

    const move = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Boiler],
      action: 'move',
      building_id: depotId,
      location_id: room.id,
    });
    expect(move.statusCode).toBe(422);
    expect(move.json().errors).toEqual({
      location_id: [en(ASSET_MESSAGES.locationOutsideBuilding)],
    });
    const moved = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Boiler],
      action: 'move',
      building_id: depotId,
    });
    expect(moved.json().succeeded).toBe(1);
    expect(await names(`building_id=${depotId}&sort=name`)).toEqual(['Boiler', 'Van']);

    const noStatus = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Boiler],
      action: 'set_status',
    });
    expect(noStatus.json().errors).toEqual({ status: ['Choose a status'] });
    const managerDelete = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Van],
      action: 'delete',
    });
    expect(managerDelete.statusCode).toBe(403);
    const remove = await call('POST', '/assets/bulk', admin.token, {
      ids: [ids.Lift, ids.Pump],
      action: 'delete',
    });
    expect(remove.json()).toMatchObject({
      succeeded: 1,
      failed: 1,
      results: [
        { id: ids.Lift, ok: false, message: en(ASSET_MESSAGES.hasComponents) },
        { id: ids.Pump, ok: true, message: null },
      ],
    });
    const archive = await call('POST', '/assets/bulk', manager.token, {
      ids: [ids.Lift],
      action: 'archive',
    });
    expect(archive.json().succeeded).toBe(1);
    expect(await names('archived=true')).toEqual(['Lift']);
    expect(
      (await call('POST', '/assets/bulk', technician.token, { ids: [ids.Van], action: 'archive' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps meters and readings, charted oldest first, none in the future', async () => {
    const created = await call('POST', `/assets/${ids.Chiller}/meters`, manager.token, {
      name: 'Run hours',
      unit: 'h',
    });
    expect(created.statusCode).toBe(201);
    const meterId = created.json().id as string;
    const url = `/assets/${ids.Chiller}/meters/${meterId}/readings`;
    for (const [value, daysAgo] of [
      [1200, 2],
      [1000, 30],
      [1100, 10],
    ] as const) {
      const reading = await call('POST', url, manager.token, {
        value,
        read_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      });
      expect(reading.statusCode).toBe(201);
    }
    const readings = await call('GET', url, technician.token);
    expect(readings.json().data.map((row: { value: number }) => row.value)).toEqual([
      1000, 1100, 1200,
    ]);
    expect(readings.json().data[0].recorded_by.id).toBe(manager.user.id);
    const future = await call('POST', url, manager.token, {
      value: 5,
      read_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future.json().errors).toEqual({ read_at: [en(ASSET_MESSAGES.readingInFuture)] });
    expect((await call('POST', url, manager.token, { value: 'ten' })).json().errors).toEqual({
      value: ['Enter the reading as a number'],
    });
    const detail = await call('GET', `/assets/${ids.Chiller}`, manager.token);
    expect(detail.json().meters).toEqual([
      expect.objectContaining({
        name: 'Run hours',
        last_reading: expect.objectContaining({ value: 1200 }),
      }),
    ]);
    expect((await call('POST', url, technician.token, { value: 1 })).statusCode).toBe(403);
    expect((await call('GET', url, outsider.token)).statusCode).toBe(404);
    expect(
      (await call('GET', `/assets/${ids.Chiller}/meters/${randomUUID()}/readings`, manager.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/assets/${ids.Chiller}/meters/${meterId}`, manager.token)).statusCode,
    ).toBe(204);
  });

  it('uploads photos and documents and hands out working links', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const upload = (
      kind: string,
      token: string,
      fields: Record<string, string>,
      data: Buffer,
      type: string,
    ) => {
      const body = multipart(fields, { name: `file.${type.split('/')[1]}`, type, data });
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/assets/${ids.Chiller}/${kind}`,
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const photo = await upload('photos', manager.token, {}, png, 'image/png');
    expect(photo.statusCode).toBe(201);
    expect(photo.json().file.content_type).toBe('image/png');
    const image = await t.app.inject({ method: 'GET', url: photo.json().file.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const notImage = await upload('photos', manager.token, {}, PDF, 'application/pdf');
    expect(notImage.statusCode).toBe(415);
    const untitled = await upload('documents', manager.token, {}, PDF, 'application/pdf');
    expect(untitled.json().errors).toEqual({ title: ['The title is required'] });
    const manual = await upload(
      'documents',
      manager.token,
      { title: 'O&M manual' },
      PDF,
      'application/pdf',
    );
    expect(manual.statusCode).toBe(201);
    expect(manual.json().title).toBe('O&M manual');
    expect((await upload('photos', technician.token, {}, png, 'image/png')).statusCode).toBe(403);

    const detail = (await call('GET', `/assets/${ids.Chiller}`, manager.token)).json();
    expect(detail.photos).toHaveLength(1);
    expect(detail.documents.map((row: { title: string }) => row.title)).toEqual(['O&M manual']);
    expect(detail.photo.id).toBe(photo.json().file.id);
    const listed = (await call('GET', `/assets?search=chiller`, manager.token)).json();
    expect(listed.data[0].photo.url).toContain(`/files/${photo.json().file.id}/content`);

    const fileId = manual.json().file.id as string;
    expect(
      (await call('DELETE', `/assets/${ids.Chiller}/files/${fileId}`, outsider.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/assets/${ids.Chiller}/files/${fileId}`, manager.token)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/assets/${ids.Chiller}/files/${fileId}`, manager.token)).statusCode,
    ).toBe(404);
  });

  it('manages categories: defaults translated by key, names unique, in-use ones kept', async () => {
    await syncDefaultCategories(t.app.db);
    const list = (await call('GET', '/asset-categories', technician.token)).json().data;
    expect(list).toHaveLength(10);
    const hvac = list.find((row: { key: string }) => row.key === 'hvac');
    expect(hvac).toMatchObject({ name: 'HVAC', assets_count: 0 });

    expect((await call('POST', '/asset-categories', manager.token, { name: 'X' })).statusCode).toBe(
      403,
    );
    const created = await call('POST', '/asset-categories', admin.token, { name: 'Kitchen' });
    expect(created.statusCode).toBe(201);
    const taken = await call('POST', '/asset-categories', admin.token, { name: 'kitchen' });
    expect(taken.json().errors).toEqual({ name: [en(ASSET_MESSAGES.categoryTaken)] });
    const kitchenId = created.json().id as string;
    await call('PATCH', `/assets/${ids.Van}`, manager.token, { category_id: kitchenId });
    const inUse = await call('DELETE', `/asset-categories/${kitchenId}`, admin.token);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(en(ASSET_MESSAGES.categoryInUse));
    const fixed = await call('DELETE', `/asset-categories/${hvac.id}`, admin.token);
    expect(fixed.json().message).toBe(en(ASSET_MESSAGES.categoryDefault));
    const renamed = await call('PATCH', `/asset-categories/${hvac.id}`, admin.token, {
      name: 'Climate',
    });
    expect(renamed.json()).toMatchObject({ name: 'Climate', key: 'hvac' });
    // Keeping the defaults does not bring back a renamed one.
    await syncDefaultCategories(t.app.db);
    expect((await call('GET', '/asset-categories', admin.token)).json().data).toHaveLength(11);
    expect(
      (await call('PATCH', `/asset-categories/${hvac.id}`, outsider.token, { name: 'Y' }))
        .statusCode,
    ).toBe(404);
  });

  it('manages custom field definitions and drops their values on delete', async () => {
    const bad = await call('POST', '/asset-custom-fields', admin.token, {
      key: 'Bad Key',
      label: '',
      type: 'select',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['key', 'label', 'options']);
    const created = await call('POST', '/asset-custom-fields', admin.token, {
      key: 'refrigerant',
      label: 'Refrigerant',
      type: 'select',
      options: ['R32', 'R410A', 'R32'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ options: ['R32', 'R410A'], required: false });
    const again = await call('POST', '/asset-custom-fields', admin.token, {
      key: 'refrigerant',
      label: 'Again',
      type: 'text',
    });
    expect(again.json().errors).toEqual({ key: [en(ASSET_MESSAGES.fieldKeyTaken)] });
    expect(
      (
        await call('POST', '/asset-custom-fields', manager.token, {
          key: 'x',
          label: 'X',
          type: 'text',
        })
      ).statusCode,
    ).toBe(403);
    const id = created.json().id as string;
    const patched = await call('PATCH', `/asset-custom-fields/${id}`, admin.token, {
      label: 'Refrigerant gas',
      required: true,
    });
    expect(patched.json()).toMatchObject({ label: 'Refrigerant gas', required: true });
    const valued = await call('PATCH', `/assets/${ids.Van}`, manager.token, {
      custom_fields: { refrigerant: 'R32' },
    });
    expect(valued.json().custom_fields).toEqual({ refrigerant: 'R32' });
    expect((await call('DELETE', `/asset-custom-fields/${id}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', `/assets/${ids.Van}`, manager.token)).json().custom_fields).toEqual(
      {},
    );
    expect((await call('GET', '/asset-custom-fields', technician.token)).json().data).toEqual([]);
  });
});
