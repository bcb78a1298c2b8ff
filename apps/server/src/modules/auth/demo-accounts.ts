/**
 * The demo organisation's sign-in details for the login page: only in demo mode (otherwise the
 * route answers 404 DEMO_MODE_OFF), and only once the organisation marked is_demo (the seeded
 * Northwind Facilities) exists, with the password this installation generated for it.
 */
import type { TDemoAccountsResponse } from '@mainstay/contracts';
import { DEFAULT_ROLE_KEYS } from '@mainstay/permissions';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, roles, userRoles, users } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

export async function demoAccounts(executor: Executor): Promise<TDemoAccountsResponse> {
  const [demo] = await executor
    .select({ id: organisations.id, password: organisations.demoPassword })
    .from(organisations)
    .where(eq(organisations.isDemo, true))
    .limit(1);
  if (!demo?.password) return { enabled: false, accounts: [] };
  const scope = forOrganisation(executor, demo.id);
  const rows = await executor
    .select({ key: roles.key, role: roles.name, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userRoles, scope.on(userRoles, eq(userRoles.userId, users.id)))
    .innerJoin(roles, scope.on(roles, eq(roles.id, userRoles.roleId)))
    .where(scope.where(users, eq(users.status, 'active')))
    .orderBy(asc(users.email));
  // Owner first, then down the default roles, as the seed defines them.
  const rank = (key: string | null) => {
    const index = DEFAULT_ROLE_KEYS.findIndex((candidate) => candidate === key);
    return index === -1 ? DEFAULT_ROLE_KEYS.length : index;
  };
  const accounts = rows
    .sort((a, b) => rank(a.key) - rank(b.key))
    .map(({ role, name, email }) => ({ role, name, email }));
  return { enabled: true, password: demo.password, accounts };
}
