// Who may import what: (add, X) for importing X, jobs kept to their organisation (another
// organisation's job is not found, its buildings are unknown), and users limited to some
// buildings importing only rows of those buildings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, locations } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  addBuilding,
  anotherUser,
  importAll,
  importer,
  report,
  uploadFile,
} from './imports-helpers.ts';

describe('import access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs (add, X) to import X', async () => {
    const owner = await importer(t.app.db);
    const orgId = owner.organisation.id;
    const viewer = await anotherUser(t.app.db, orgId, [
      { action: 'read', subject: 'buildings' },
      { action: 'read', subject: 'assets' },
    ]);
    const refused = await uploadFile(t, viewer.headers, 'buildings', 'name\nA\n');
    expect(refused.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports',
      headers: viewer.headers,
    });
    expect(list.statusCode).toBe(403);

    const assetsOnly = await anotherUser(t.app.db, orgId, [{ action: 'add', subject: 'assets' }]);
    const wrongKind = await uploadFile(t, assetsOnly.headers, 'buildings', 'name\nA\n');
    expect(wrongKind.statusCode).toBe(403);
    expect(wrongKind.json().message).toBe('You do not have permission to add buildings');
    expect((await uploadFile(t, assetsOnly.headers, 'assets', 'name\nA\n')).statusCode).toBe(201);

    // A buildings job of the same organisation is still off limits to them.
    const job = (await uploadFile(t, owner.headers, 'buildings', 'name\nA\n')).json();
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}`,
      headers: assetsOnly.headers,
    });
    expect(peek.statusCode).toBe(403);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports',
      headers: assetsOnly.headers,
    });
    expect(listed.json().data.map((row: { entity: string }) => row.entity)).toEqual(['assets']);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/v1/imports' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("keeps jobs to their organisation: another organisation's job is not found", async () => {
    const first = await importer(t.app.db);
    const second = await importer(t.app.db);
    const job = (await uploadFile(t, first.headers, 'buildings', 'name\nA\n')).json();
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/report'],
      ['POST', '/run'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/v1/imports/${job.id}${path}`,
        headers: second.headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const validate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/imports/${job.id}/validate`,
      headers: second.headers,
      payload: { mapping: { name: 'name' }, mode: 'valid_rows' },
    });
    expect(validate.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports?entity=buildings',
      headers: second.headers,
    });
    expect(list.json().data).toEqual([]);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/v1/imports/not-a-uuid',
      headers: first.headers,
    });
    expect(badId.statusCode).toBe(422);
  });

  it("treats another organisation's building code as unknown", async () => {
    const first = await importer(t.app.db);
    const second = await importer(t.app.db);
    await addBuilding(t.app.db, second.organisation.id, 'Their Tower', 'TT');
    const done = await importAll(t, first.headers, 'locations', 'building,name\nTT,Floor 1\n');
    expect(done).toMatchObject({ status: 'completed', counts: { imported: 0, rejected: 1 } });
    expect(done.errors).toEqual([{ row: 2, reasons: ['Unknown building "TT"'] }]);
    expect(
      await t.app.db
        .select()
        .from(locations)
        .where(eq(locations.organisationId, second.organisation.id)),
    ).toEqual([]);
  });

  it('lets a user limited to some buildings import rows of those buildings only', async () => {
    const admin = await importer(t.app.db);
    const orgId = admin.organisation.id;
    const mine = await addBuilding(t.app.db, orgId, 'Mine', 'MN');
    await addBuilding(t.app.db, orgId, 'Theirs', 'TH');
    const limited = await anotherUser(t.app.db, orgId, undefined, [mine.id]);
    const done = await importAll(
      t,
      limited.headers,
      'assets',
      'name,building\nIn scope,MN\nOut of scope,TH\nNowhere,\n',
    );
    expect(done).toMatchObject({ counts: { imported: 1, rejected: 2 } });
    const reasons = 'You can only import into the buildings you are assigned to';
    expect(done.errors).toEqual([
      { row: 3, reasons: [reasons] },
      { row: 4, reasons: [reasons] },
    ]);
    const rows = await t.app.db.select().from(assets).where(eq(assets.organisationId, orgId));
    expect(rows.map((row) => row.name)).toEqual(['In scope']);
    expect((await report(t, limited.headers, done.id)).text).toContain(
      `3,Out of scope,TH,${reasons}`,
    );

    const buildingsJob = await importAll(t, limited.headers, 'buildings', 'name\nNew one\n');
    expect(buildingsJob.errors).toEqual([{ row: 2, reasons: [reasons] }]);
  });
});
