/**
 * Migrations apply one transaction each: a release that adds an enum value in one migration and
 * uses it in the next upgrades a database that has the earlier migrations, where drizzle's
 * single-transaction migrator is refused by PostgreSQL ("unsafe use of new value").
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateEach } from '../src/db/migrate-each.ts';

const MIGRATIONS = [
  `CREATE TYPE "state" AS ENUM('open', 'done');--> statement-breakpoint
CREATE TABLE "jobs" ("id" integer PRIMARY KEY, "state" "state" NOT NULL);--> statement-breakpoint
INSERT INTO "jobs" VALUES (1, 'open');`,
  `ALTER TYPE "state" ADD VALUE 'missed';`,
  `UPDATE "jobs" SET "state" = 'missed' WHERE "id" = 1;--> statement-breakpoint
CREATE INDEX "jobs_missed_idx" ON "jobs" ("id") WHERE "state" = 'missed';`,
];

const folders: string[] = [];

/** A migrations folder holding the first `count` migrations, as drizzle-kit writes them. */
function folderWith(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  folders.push(folder);
  mkdirSync(join(folder, 'meta'));
  const entries = MIGRATIONS.slice(0, count).map((text, idx) => {
    const tag = `000${idx}_step`;
    writeFileSync(join(folder, `${tag}.sql`), text);
    return { idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true };
  });
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function databaseAtFirstMigration() {
  const lite = new PGlite();
  const db = drizzle({ client: lite });
  await migrate(db, { migrationsFolder: folderWith(1) });
  return { lite, db };
}

describe('migrations one transaction each', () => {
  it('upgrades past an enum value added and used by two pending migrations', async () => {
    const { lite, db } = await databaseAtFirstMigration();
    await migrateEach(db, folderWith(3));
    const jobs = await lite.query<{ state: string }>('select state from jobs');
    expect(jobs.rows).toEqual([{ state: 'missed' }]);
    const applied = await lite.query('select 1 from drizzle.__drizzle_migrations');
    expect(applied.rows).toHaveLength(3);
    // Running again applies nothing more.
    await migrateEach(db, folderWith(3));
    expect((await lite.query('select 1 from drizzle.__drizzle_migrations')).rows).toHaveLength(3);
    await lite.close();
  });

  it('is needed: the single-transaction migrator refuses the same upgrade', async () => {
    const { lite, db } = await databaseAtFirstMigration();
    await expect(migrate(db, { migrationsFolder: folderWith(3) })).rejects.toThrow();
    const jobs = await lite.query<{ state: string }>('select state from jobs');
    expect(jobs.rows).toEqual([{ state: 'open' }]);
    await lite.close();
  });
});
