#!/usr/bin/env node
// @ts-check
/**
 * `npm run new:area -- <name> [--singular=<name>] [--no-migration] [--dry-run] [--manifest=<file>]`
 *
 * Writes the skeleton of a new area (contracts, permission subject, server module, table and
 * migration, web list page with its route and menu entry, translations, tests) and registers it
 * where the repository lists its areas. See docs/conventions.md, "The generator".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planArea, writePlan } from './generate.js';
import { areaNames } from './names.js';
import { UNTRANSLATED } from './registry.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const MIGRATIONS = 'apps/server/src/db/migrations';

const USAGE = `Usage: npm run new:area -- <name> [options]

  <name>              the area, plural and kebab-case, as in its URL (e.g. work-orders)
  --singular=<name>   one record of it, when the guess from English endings is wrong
  --no-migration      do not run drizzle-kit; run \`npm run db:generate\` yourself before testing
  --dry-run           list what would be written, and write nothing
  --manifest=<file>   also write the created and changed files as JSON (used by the CI check)`;

/**
 * @param {string[]} argv
 * @returns {{ name: string, singular?: string, migration: boolean, dryRun: boolean, manifest?: string }}
 */
function parseArguments(argv) {
  /** @type {string[]} */
  const names = [];
  /** @type {{ singular?: string, migration: boolean, dryRun: boolean, manifest?: string }} */
  const options = { migration: true, dryRun: false };
  for (const argument of argv) {
    const [flag, value] = argument.split(/=(.*)/s);
    if (argument === '--help' || argument === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag === '--singular' && value) options.singular = value;
    else if (flag === '--manifest' && value) options.manifest = value;
    else if (argument === '--no-migration') options.migration = false;
    else if (argument === '--dry-run') options.dryRun = true;
    else if (argument.startsWith('-')) throw new Error(`Unknown option ${argument}\n\n${USAGE}`);
    else names.push(argument);
  }
  const [name, ...extra] = names;
  if (!name || extra.length > 0) throw new Error(`Give exactly one name.\n\n${USAGE}`);
  return { name, ...options };
}

/** The migration files in the folder (SQL only). */
const migrationFiles = () =>
  readdirSync(join(ROOT, MIGRATIONS)).filter((file) => file.endsWith('.sql'));

/**
 * Writes the area's migration with drizzle-kit (it reads the schema, now holding the new table).
 * Returns the new file, or null with the reason printed.
 * @param {import('./names.js').AreaNames} names
 */
function generateMigration(names) {
  const before = new Set(migrationFiles());
  const result = spawnSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['run', 'db:generate', '--silent', '-w', '@mainstay/server', '--', `--name=${names.snake}`],
    // No input: drizzle-kit asks questions only about renames, which a new table never needs.
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', timeout: 120_000 },
  );
  const added = migrationFiles().filter((file) => !before.has(file));
  if (result.status !== 0 || added.length !== 1) {
    console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(
      '\n✖ drizzle-kit did not write the migration. Fix the schema, then run `npm run db:generate`.',
    );
    return null;
  }
  const file = `${MIGRATIONS}/${added[0]}`;
  const statements = readFileSync(join(ROOT, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  const others = statements.filter((statement) => !statement.includes(`"${names.snake}"`));
  if (others.length > 0) {
    console.warn(
      `\n! ${file} also holds ${others.length} statement(s) about other tables: the schema had changes without a migration. Review it before committing.`,
    );
  }
  return file;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const names = areaNames(options.name, options.singular);
  const plan = planArea(ROOT, names);
  const created = [...plan.created.keys()];
  const changed = [...plan.changed.keys()];

  if (options.dryRun) {
    console.log(
      `Would create:\n  ${created.join('\n  ')}\nWould change:\n  ${changed.join('\n  ')}`,
    );
    return;
  }
  await writePlan(ROOT, plan);
  const migration = options.migration ? generateMigration(names) : null;
  if (migration) created.push(migration);
  if (options.manifest) {
    writeFileSync(resolve(options.manifest), `${JSON.stringify({ created, changed }, null, 2)}\n`);
  }

  console.log(`✔ The area "${names.kebab}" is in place.

Created:
  ${created.join('\n  ')}
Changed (registrations):
  ${changed.join('\n  ')}

Next:
  ${
    migration
      ? `- Review ${migration} (generated by drizzle-kit; never edit it once committed).`
      : '- Run `npm run db:generate` now: the server suite needs the migration of the new table.'
  }
  - Translate the words marked ${UNTRANSLATED} (fr, ar): a unit test refuses them in committed code.
  - Run the area's tests: npx vitest run --project server apps/server/test/${names.kebab}.test.ts
    and npx vitest run --project web apps/web/src/features/${names.kebab}
  - Make it yours: fields (contracts, schema + npm run db:generate, service), the default rules in
    packages/permissions/src/default-roles.ts, a form dialog, demo data in apps/server/src/seed,
    a browser journey in e2e/tests, and its endpoints in docs/api.md (docs/conventions.md).`);
}

main().catch((/** @type {unknown} */ error) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
