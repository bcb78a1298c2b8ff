// Locations: /v1/locations CRUD, the tree, moving subtrees, in-use rules, scoping, bulk, export.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, locations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createUserWithToken } from './helpers/fixtures.ts';
import { caller, insertAssets, limitToBuildings, placesWorld, rulesOf } from './places-helpers.ts';

describe('locations', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof placesWorld>>;
  let call: ReturnType<typeof caller>;
  let hq: string;
  let depot: string;
  const ids: Record<string, string> = {};

  const create = async (token: string, body: Record<string, unknown>) => {
    const response = await call('POST', '/locations', token, body);
    if (response.statusCode === 201) ids[body.name as string] = response.json().id;
    return response;
  };

  beforeAll(async () => {
    t = await createTestApp();
    world = await placesWorld(t);
    call = caller(t);
    hq = (await call('POST', '/buildings', world.manager.token, { name: 'HQ', code: 'HQ' })).json()
      .id;
    depot = (await call('POST', '/buildings', world.manager.token, { name: 'Depot' })).json().id;
  });
  afterAll(() => t.close());

  it('builds a tree: Floor 1 > East wing > Room 101', async () => {
    const floor = await create(world.manager.token, {
      building_id: hq,
      name: 'Floor 1',
      code: 'F1',
      type: 'floor',
    });
    expect(floor.statusCode).toBe(201);
    expect(floor.json()).toMatchObject({
      name: 'Floor 1',
      depth: 0,
      parent: null,
      building: { id: hq, name: 'HQ' },
      path_names: [],
      ancestors: [],
    });
    await create(world.manager.token, {
      building_id: hq,
      parent_id: ids['Floor 1'],
      name: 'East wing',
      type: 'wing',
    });
    const room = await create(world.manager.token, {
      building_id: hq,
      parent_id: ids['East wing'],
      name: 'Room 101',
      code: 'R101',
      area: 24.5,
    });
    expect(room.json()).toMatchObject({
      type: 'room',
      depth: 2,
      area: 24.5,
      parent: { id: ids['East wing'], name: 'East wing' },
      path_names: ['Floor 1', 'East wing'],
      ancestors: [
        { id: ids['Floor 1'], name: 'Floor 1' },
        { id: ids['East wing'], name: 'East wing' },
      ],
    });
    await create(world.manager.token, { building_id: hq, name: 'Floor 2', type: 'floor' });
    await create(world.manager.token, {
      building_id: hq,
      parent_id: ids['Floor 2'],
      name: 'Plant room',
      type: 'plant_room',
    });

    const tree = await call('GET', `/buildings/${hq}/locations/tree`, world.viewer.token);
    expect(tree.statusCode).toBe(200);
    const shape = (nodes: { name: string; children: unknown[] }[]): unknown =>
      nodes.map((node) => [node.name, shape(node.children as never)]);
    expect(shape(tree.json().data)).toEqual([
      ['Floor 1', [['East wing', [['Room 101', []]]]]],
      ['Floor 2', [['Plant room', []]]],
    ]);
    const detail = await call('GET', `/locations/${ids['Floor 1']}`, world.viewer.token);
    expect(detail.json()).toMatchObject({
      children_count: 1,
      children: [{ id: ids['East wing'], name: 'East wing', type: 'wing' }],
    });
  });

  it('validates fields and keeps codes unique per building', async () => {
    const bad = await call('POST', '/locations', world.manager.token, {
      building_id: hq,
      name: '',
      type: 'cellar',
      area: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: ['Enter the location name'],
      area: ['Area cannot be negative'],
    });
    expect(bad.json().errors.type[0]).toContain('Type must be one of');
    const missing = await call('POST', '/locations', world.manager.token, { name: 'Nowhere' });
    expect(missing.json().errors.building_id).toEqual(['Choose a building']);

    const taken = await call('POST', '/locations', world.manager.token, {
      building_id: hq,
      name: 'Another',
      code: 'f1',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      code: ['Another location in this building already uses this code'],
    });
    const otherBuilding = await create(world.manager.token, {
      building_id: depot,
      name: 'Depot floor',
      code: 'F1',
      type: 'floor',
    });
    expect(otherBuilding.statusCode).toBe(201);

    const crossParent = await call('POST', '/locations', world.manager.token, {
      building_id: depot,
      parent_id: ids['Floor 1'],
      name: 'Stray',
    });
    expect(crossParent.json().errors).toEqual({
      parent_id: ['The parent must be in the same building'],
    });
  });

  it('refuses to move a location under itself or its own sublocations', async () => {
    for (const target of ['Floor 1', 'East wing', 'Room 101']) {
      const response = await call('PATCH', `/locations/${ids['Floor 1']}`, world.manager.token, {
        parent_id: ids[target],
      });
      expect(response.statusCode, target).toBe(422);
      expect(response.json().errors).toEqual({
        parent_id: ['A location cannot be moved under itself or one of its own sublocations'],
      });
    }
  });

  it('moving a subtree rewrites every descendant’s path and depth', async () => {
    const moved = await call('PATCH', `/locations/${ids['East wing']}`, world.manager.token, {
      parent_id: ids['Plant room'],
      name: 'East wing (new)',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      depth: 2,
      path_names: ['Floor 2', 'Plant room'],
      name: 'East wing (new)',
    });
    const room = await call('GET', `/locations/${ids['Room 101']}`, world.viewer.token);
    expect(room.json()).toMatchObject({
      depth: 3,
      path_names: ['Floor 2', 'Plant room', 'East wing (new)'],
    });
    const [row] = await t.app.db
      .select({ path: locations.path })
      .from(locations)
      .where(eq(locations.id, ids['Room 101']!));
    expect(row?.path).toBe(
      `/${ids['Floor 2']}/${ids['Plant room']}/${ids['East wing']}/${ids['Room 101']}/`,
    );
    // Back to the top level.
    const top = await call('PATCH', `/locations/${ids['East wing']}`, world.manager.token, {
      parent_id: null,
    });
    expect(top.json()).toMatchObject({ depth: 0, parent: null, path_names: [] });
    const roomAgain = await call('GET', `/locations/${ids['Room 101']}`, world.viewer.token);
    expect(roomAgain.json()).toMatchObject({ depth: 1, path_names: ['East wing (new)'] });
  });

  it('moving to another building takes the subtree and its assets along', async () => {
    const [asset] = await insertAssets(t.app.db, world.orgA, hq, 1, ids['Room 101']);
    const moved = await call('PATCH', `/locations/${ids['East wing']}`, world.manager.token, {
      building_id: depot,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ building: { id: depot }, parent: null, depth: 0 });
    const room = await call('GET', `/locations/${ids['Room 101']}`, world.viewer.token);
    expect(room.json()).toMatchObject({ building: { id: depot, name: 'Depot' }, depth: 1 });
    const [row] = await t.app.db
      .select({ buildingId: assets.buildingId })
      .from(assets)
      .where(eq(assets.id, asset!));
    expect(row?.buildingId).toBe(depot);
  });

  it('refuses to delete a location with sublocations or assets, saying why', async () => {
    const withChild = await call('DELETE', `/locations/${ids['East wing']}`, world.admin.token);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().message).toBe(
      'This location has 1 sublocation; move or delete them first',
    );
    const withAsset = await call('DELETE', `/locations/${ids['Room 101']}`, world.admin.token);
    expect(withAsset.statusCode).toBe(409);
    expect(withAsset.json().message).toBe('This location has 1 asset; move them first');
    const empty = await call('DELETE', `/locations/${ids['Depot floor']}`, world.admin.token);
    expect(empty.statusCode).toBe(204);
    expect(
      (await call('GET', `/locations/${ids['Depot floor']}`, world.admin.token)).statusCode,
    ).toBe(404);
  });

  it('lists with filters, search, sort and pagination', async () => {
    const byBuilding = await call(
      'GET',
      `/locations?building_id=${hq}&sort=name`,
      world.viewer.token,
    );
    expect(byBuilding.json().data.map((l: { name: string }) => l.name)).toEqual([
      'Floor 1',
      'Floor 2',
      'Plant room',
    ]);
    const plant = byBuilding.json().data.find((l: { name: string }) => l.name === 'Plant room');
    expect(plant).toMatchObject({
      path_names: ['Floor 2'],
      parent: { name: 'Floor 2' },
      children_count: 0,
    });
    const floors = await call(
      'GET',
      '/locations?type=floor&sort=name&order=desc',
      world.viewer.token,
    );
    expect(floors.json().data.map((l: { name: string }) => l.name)).toEqual(['Floor 2', 'Floor 1']);
    const roots = await call(
      'GET',
      `/locations?parent_id=root&building_id=${depot}`,
      world.viewer.token,
    );
    expect(roots.json().data.map((l: { name: string }) => l.name)).toEqual(['East wing (new)']);
    const search = await call('GET', '/locations?search=r101', world.viewer.token);
    expect(search.json().data.map((l: { name: string }) => l.name)).toEqual(['Room 101']);
    const paged = await call('GET', '/locations?per_page=5&page=2&sort=name', world.viewer.token);
    expect(paged.json()).toMatchObject({ total: 5, page: 2, data: [] });
    const bad = await call('GET', '/locations?type=cellar', world.viewer.token);
    expect(bad.statusCode).toBe(422);
  });

  it('needs the right permissions, and hides other organisations', async () => {
    expect(
      (await call('POST', '/locations', world.viewer.token, { building_id: hq, name: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/locations/${ids['Floor 1']}`, world.manager.token)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/locations', world.reporter.token)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `/locations/${ids['Floor 1']}`],
      ['PATCH', `/locations/${ids['Floor 1']}`],
      ['DELETE', `/locations/${ids['Floor 1']}`],
      ['GET', `/buildings/${hq}/locations/tree`],
    ] as const) {
      const response = await call(
        method,
        url,
        world.outsider.token,
        method === 'PATCH' ? { name: 'Mine' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const intoTheirs = await call('POST', '/locations', world.outsider.token, {
      building_id: hq,
      name: 'Sneaky',
    });
    expect(intoTheirs.statusCode).toBe(422);
    expect((await call('GET', '/locations', world.outsider.token)).json().total).toBe(0);
  });

  it('limits a person with a building scope to their buildings’ locations', async () => {
    const limited = await createUserWithToken(t.app.db, world.orgA, {
      rules: rulesOf('facilities_manager'),
    });
    await limitToBuildings(t.app.db, world.orgA, limited.user.id, [hq]);
    const list = await call('GET', '/locations', limited.token);
    expect(list.json().data.every((l: { building: { id: string } }) => l.building.id === hq)).toBe(
      true,
    );
    expect(list.json().total).toBe(3);
    expect((await call('GET', `/locations/${ids['Room 101']}`, limited.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/buildings/${depot}/locations/tree`, limited.token)).statusCode,
    ).toBe(404);
    const elsewhere = await call('POST', '/locations', limited.token, {
      building_id: depot,
      name: 'Shed',
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      building_id: ['You can only work in the buildings you are assigned to'],
    });
    const moveOut = await call('PATCH', `/locations/${ids['Floor 2']}`, limited.token, {
      building_id: depot,
    });
    expect(moveOut.statusCode).toBe(422);
    const inside = await call('POST', '/locations', limited.token, {
      building_id: hq,
      name: 'Lobby',
      type: 'area',
    });
    expect(inside.statusCode).toBe(201);
    await call('DELETE', `/locations/${inside.json().id}`, world.admin.token);
  });

  it('runs bulk moves, type changes and deletes per id', async () => {
    const a = (await create(world.manager.token, { building_id: hq, name: 'Store A' })).json().id;
    const b = (await create(world.manager.token, { building_id: hq, name: 'Store B' })).json().id;
    const move = await call('POST', '/locations/bulk', world.manager.token, {
      ids: [a, b, ids['Floor 2']],
      action: 'move',
      parent_id: ids['Plant room'],
    });
    expect(move.json()).toMatchObject({ succeeded: 2, failed: 1 });
    expect(move.json().results[2]).toEqual({
      id: ids['Floor 2'],
      ok: false,
      message: 'A location cannot be moved under itself or one of its own sublocations',
    });
    const moved = await call('GET', `/locations/${a}`, world.viewer.token);
    expect(moved.json().path_names).toEqual(['Floor 2', 'Plant room']);
    const type = await call('POST', '/locations/bulk', world.manager.token, {
      ids: [a, b],
      action: 'set_type',
      type: 'area',
    });
    expect(type.json().succeeded).toBe(2);
    const noType = await call('POST', '/locations/bulk', world.manager.token, {
      ids: [a],
      action: 'set_type',
    });
    expect(noType.json().errors.type).toEqual(['Choose the new type']);
    expect(
      (await call('POST', '/locations/bulk', world.manager.token, { ids: [a], action: 'delete' }))
        .statusCode,
    ).toBe(403);
    const del = await call('POST', '/locations/bulk', world.admin.token, {
      ids: [a, b, ids['Floor 2']],
      action: 'delete',
    });
    expect(del.json()).toMatchObject({ succeeded: 2, failed: 1 });
    expect(del.json().results[2].message).toBe(
      'This location has 1 sublocation; move or delete them first',
    );
  });

  it('exports the filtered list with breadcrumb paths', async () => {
    const response = await call(
      'GET',
      `/locations/export?building_id=${depot}&sort=name`,
      world.viewer.token,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Name,Code,Type,Building,Path,Area,Sublocations,Assets,Notes');
    expect(lines.slice(1)).toEqual([
      'East wing (new),,wing,Depot,East wing (new),,1,0,',
      'Room 101,R101,room,Depot,East wing (new) › Room 101,24.5,0,1,',
    ]);
  });
});
