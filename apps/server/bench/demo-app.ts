/**
 * The app in process on an in-memory PGlite with the demo organisation, and a token of its
 * owner: what the injected benches (run.ts, form-answers.bench.ts) measure against.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { createAccessToken } from '../src/modules/auth/index.ts';
import { seedDemoOrganisation } from '../src/seed/index.ts';

export async function startDemoApp() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const database = await openDatabase({});
  await database.migrate();
  const seeded = await seedDemoOrganisation(database.db);
  const [owner] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, 'owner@northwind.example'));
  if (!owner) throw new Error('The demo owner is missing');
  const token = await createAccessToken(database.db, owner.id, seeded.organisationId);
  const app = await buildApp({ config, database, queue: false });
  return {
    app,
    token,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
