// The demo checklists: the starter library's templates, each active and published as version 1.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../src/db/schema/index.ts';
import { STARTER_TEMPLATES } from '../src/modules/templates/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('the demo checklists', () => {
  let database: TestDatabase;
  let organisationId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    organisationId = (await seedDemoOrganisation(database.handle.db)).organisationId;
  });
  afterAll(() => database.dispose());

  it('has every starter template published', async () => {
    const rows = await database.handle.db
      .select()
      .from(templates)
      .where(eq(templates.organisationId, organisationId));
    expect(rows).toHaveLength(STARTER_TEMPLATES.length);
    expect(rows.map((row) => row.starterId).sort()).toEqual(
      STARTER_TEMPLATES.map((starter) => starter.id).sort(),
    );
    expect(rows.every((row) => row.status === 'active' && row.currentVersion === 1)).toBe(true);
  });
});
