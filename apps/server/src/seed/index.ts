/**
 * Start-up seeding. In demo mode (config.demoMode) the demo organisation is there: by default the
 * embedded database is a "try it now" install, seeded when it holds no organisation yet (and
 * kept once seeded); SEED_DEMO=1 asks for it on any database. A PostgreSQL server is someone's
 * real database: no demo unless asked. The plans on offer are inserted on every start, on
 * either database (see plans.ts).
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { organisations } from '../db/schema/index.ts';
import {
  DEMO_ORGANISATION_SLUG,
  seedDemoOrganisation,
  type DemoSeedResult,
} from './demo-organisation.ts';
import { seedPlans } from './plans.ts';

export { seedDemoOrganisation, type DemoSeedResult } from './demo-organisation.ts';
export { seedPlans } from './plans.ts';
import { syncSystemRoles } from '../modules/roles/index.ts';
import { syncDefaultCategories } from '../modules/assets/index.ts';
import { syncDefaultTicketCategories } from '../modules/tickets/index.ts';

export async function seedOnStart(
  config: Pick<Config, 'demoMode'>,
  handle: DatabaseHandle,
): Promise<DemoSeedResult | undefined> {
  // Plans are product data every install needs, on either database; default roles follow
  // the product's definitions.
  await seedPlans(handle.db);
  await syncSystemRoles(handle.db);
  await syncDefaultCategories(handle.db);
  await syncDefaultTicketCategories(handle.db);
  if (!config.demoMode) return undefined;
  if (config.demoMode === 'quick-start') {
    // Only into an empty database, or one the quick start seeded before.
    const [row] = await handle.db
      .select({
        count: sql<number>`count(*)::int`,
        demo: sql<boolean>`bool_or(${organisations.slug} = ${DEMO_ORGANISATION_SLUG})`,
      })
      .from(organisations);
    if ((row?.count ?? 0) > 0 && !row?.demo) return undefined;
  }
  return seedDemoOrganisation(handle.db);
}

/** The sign-in table printed to the console, for people rather than log collectors. */
export function formatSignInTable(result: DemoSeedResult, appUrl: string): string {
  const rows = result.accounts.map((account) => [account.role, account.name, account.email]);
  const headers = ['Role', 'Name', 'E-mail'];
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `  │ ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' │ ')} │`;
  const rule = (left: string, middle: string, right: string) =>
    `  ${left}${widths.map((width) => '─'.repeat(width + 2)).join(middle)}${right}`;
  return [
    '',
    `  Demo mode: organisation "Northwind Facilities" is ready. Sign in at ${appUrl}/auth/login`,
    rule('┌', '┬', '┐'),
    line(headers),
    rule('├', '┼', '┤'),
    ...rows.map(line),
    rule('└', '┴', '┘'),
    `  Password for every account: ${result.password}`,
    '  (random, made for this installation; the login page shows it too)',
    '',
  ].join('\n');
}
