import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations } from '../src/db/schema/index.ts';
import { createTestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/database.ts';
import { createOrganisation } from './helpers/fixtures.ts';

describe('a clean stop', () => {
  it('keeps what was written: close the app and database, reopen, the data is there', async () => {
    const database = await createTestDatabase({ onDisk: true });
    try {
      const t = await createTestApp({ database, queue: true, scheduleJobs: false });
      const organisation = await createOrganisation(t.app.db, 'Durable Estates');
      await t.app.close();
      await database.handle.close();
      expect(database.handle.closed).toBe(true);

      const reopened = await database.reopen();
      const [row] = await reopened.db
        .select()
        .from(organisations)
        .where(eq(organisations.id, organisation.id));
      expect(row?.name).toBe('Durable Estates');
    } finally {
      await database.dispose();
    }
  });
});
