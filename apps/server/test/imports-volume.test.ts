// An import through the real job queue, and 5,000 assets in one go (the 50,000 run is in
// bench/imports.bench.ts): every row written, codes generated in sequence, progress complete.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { addBuilding, addCategories, importAll, importer } from './imports-helpers.ts';

describe('imports on the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ queue: true, scheduleJobs: false });
  });
  afterAll(() => t.close());

  it('imports 5,000 assets with generated codes', async () => {
    const user = await importer(t.app.db);
    const orgId = user.organisation.id;
    await addBuilding(t.app.db, orgId, 'Harbour House', 'HH');
    await addCategories(t.app.db, orgId);
    await t.app.db
      .insert(assets)
      .values({ organisationId: orgId, code: 'AST-000041', name: 'Existing' });
    const lines = ['name,category,building,serial number,cost'];
    for (let index = 1; index <= 5000; index += 1) {
      lines.push(`Fan coil ${index},HVAC,HH,SN-${index},${index}.50`);
    }
    const done = await importAll(t, user.headers, 'assets', `${lines.join('\n')}\n`);
    expect(done).toMatchObject({
      status: 'completed',
      progress: { processed: 5000, total: 5000 },
      counts: { total: 5000, valid: 5000, rejected: 0, imported: 5000 },
    });
    const [count] = await t.app.db
      .select({ value: sql<number>`count(*)::int` })
      .from(assets)
      .where(eq(assets.organisationId, orgId));
    expect(count?.value).toBe(5001);
    const [last] = await t.app.db.select().from(assets).where(eq(assets.serialNumber, 'SN-5000'));
    expect(last).toMatchObject({
      code: 'AST-005041',
      costCents: 500050,
      buildingId: expect.any(String),
    });
  });
});
