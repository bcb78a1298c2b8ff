/**
 * The demo organisation's sign-in details for the login page: shown only while an organisation
 * marked is_demo exists (the seeded Northwind Facilities), never for a real install.
 */
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { DEFAULT_ROLE_KEYS } from '@mainstay/permissions';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, roles, userRoles, users } from '../../db/schema/index.ts';

/** The password of every seeded demo account (the login page shows it). */
export const DEMO_PASSWORD = 'Mainstay2026!';

export async function demoAccounts(executor: Executor): Promise<TDemoAccountsResponse> {
  const [demo] = await executor
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.isDemo, true))
    .limit(1);
  if (!demo) return { enabled: false, accounts: [] };
  const rows = await executor
    .select({ key: roles.key, role: roles.name, name: users.name, email: users.email })
    .from(users)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), eq(userRoles.organisationId, demo.id)),
    )
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.organisationId, demo.id)))
    .where(and(eq(users.organisationId, demo.id), eq(users.status, 'active')))
    .orderBy(asc(users.email));
  // Owner first, then down the default roles, as the seed defines them.
  const rank = (key: string | null) => {
    const index = DEFAULT_ROLE_KEYS.findIndex((candidate) => candidate === key);
    return index === -1 ? DEFAULT_ROLE_KEYS.length : index;
  };
  const accounts = rows
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map(({ role, name, email }) => ({ role, name, email }));
  return { enabled: true, password: DEMO_PASSWORD, accounts };
}
