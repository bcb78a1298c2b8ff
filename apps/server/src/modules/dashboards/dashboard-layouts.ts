/**
 * Dashboard layouts: the caller's own, else the organisation's default, else the built-in one.
 * A person saves and resets only their own; the default is the row without a user.
 */
import {
  DEFAULT_DASHBOARD_WIDGETS,
  type TDashboardLayout,
  type TDashboardLayoutWidget,
  type ZDashboardLayoutRequest,
} from '@mainstay/contracts';
import { isNull, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { dashboardLayouts, type DashboardLayoutRow } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';

type LayoutRequest = z.output<typeof ZDashboardLayoutRequest>;

const answer = (row: DashboardLayoutRow, source: 'mine' | 'organisation'): TDashboardLayout => ({
  widgets: row.widgets,
  source,
  updated_at: row.updatedAt.toISOString(),
});

const builtIn = (): TDashboardLayout => ({
  widgets: DEFAULT_DASHBOARD_WIDGETS.map((widget) => ({ ...widget })),
  source: 'default',
  updated_at: null,
});

const ownerOf = (userId: string | null) =>
  userId === null ? isNull(dashboardLayouts.userId) : eq(dashboardLayouts.userId, userId);

/** The caller's layout, else the organisation's, else the built-in one. */
export async function readLayout(db: Executor, auth: RequestAuth): Promise<TDashboardLayout> {
  const tenant = forOrganisation(db, auth.organisationId);
  const [mine] = await tenant.select(dashboardLayouts, ownerOf(auth.userId));
  if (mine) return answer(mine, 'mine');
  const [shared] = await tenant.select(dashboardLayouts, ownerOf(null));
  return shared ? answer(shared, 'organisation') : builtIn();
}

/** Stores the layout of one owner (a user, or null for the organisation's default). */
async function storeLayout(
  db: Executor,
  auth: RequestAuth,
  userId: string | null,
  widgets: TDashboardLayoutWidget[],
): Promise<DashboardLayoutRow> {
  // Insert or replace in one statement: two saves at once cannot both insert.
  const [row] = await db
    .insert(dashboardLayouts)
    .values({ organisationId: auth.organisationId, userId, widgets })
    .onConflictDoUpdate({
      target: [dashboardLayouts.organisationId, dashboardLayouts.userId],
      set: { widgets, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The dashboard layout was not stored');
  return row;
}

export async function saveLayout(
  db: Executor,
  auth: RequestAuth,
  body: LayoutRequest,
): Promise<TDashboardLayout> {
  return answer(await storeLayout(db, auth, auth.userId, body.widgets), 'mine');
}

export async function shareLayout(
  db: Executor,
  auth: RequestAuth,
  body: LayoutRequest,
): Promise<TDashboardLayout> {
  return answer(await storeLayout(db, auth, null, body.widgets), 'organisation');
}

/** Removes the caller's own layout; answers the one now in effect. */
export async function resetLayout(db: Executor, auth: RequestAuth): Promise<TDashboardLayout> {
  await forOrganisation(db, auth.organisationId).delete(dashboardLayouts, ownerOf(auth.userId));
  return readLayout(db, auth);
}
