/**
 * Saved views: a person's named filter sets on a list page (the list's URL query). Everyone in
 * the organisation sees the shared ones; only the owner deletes a view.
 */
import type { SAVED_VIEW_PAGES, TSavedView, TSavedViewRequest } from '@mainstay/contracts';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { savedViews } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';

type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];
type SavedViewRow = typeof savedViews.$inferSelect;

function toSavedView(row: SavedViewRow, userId: string): TSavedView {
  return {
    id: row.id,
    page: row.page as SavedViewPage,
    name: row.name,
    query: row.query,
    shared: row.shared,
    mine: row.userId === userId,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's own views and the organisation's shared ones. */
const visibleTo = (auth: RequestAuth): SQL | undefined =>
  or(eq(savedViews.userId, auth.userId), eq(savedViews.shared, true));

export async function listSavedViews(
  db: Database,
  auth: RequestAuth,
  page: SavedViewPage,
): Promise<{ data: TSavedView[] }> {
  const tenant = forOrganisation(db, auth.organisationId);
  const rows = await db
    .select()
    .from(savedViews)
    .where(tenant.where(savedViews, and(visibleTo(auth), eq(savedViews.page, page))))
    .orderBy(sql`lower(${savedViews.name})`, asc(savedViews.id));
  return { data: rows.map((row) => toSavedView(row, auth.userId)) };
}

export async function createSavedView(
  db: Database,
  auth: RequestAuth,
  input: Required<Pick<TSavedViewRequest, 'shared'>> & Omit<TSavedViewRequest, 'shared'>,
): Promise<TSavedView> {
  const [row] = await forOrganisation(db, auth.organisationId).insert(savedViews, [
    {
      userId: auth.userId,
      page: input.page,
      name: input.name,
      query: input.query,
      shared: input.shared,
    },
  ]);
  if (!row) throw new Error('The view was not stored');
  return toSavedView(row, auth.userId);
}

export async function deleteSavedView(db: Database, auth: RequestAuth, id: string): Promise<void> {
  const tenant = forOrganisation(db, auth.organisationId);
  const [row] = await tenant.select(savedViews, and(visibleTo(auth), eq(savedViews.id, id)));
  if (!row) throw new AppError('VIEW_NOT_FOUND');
  if (row.userId !== auth.userId) throw new AppError('VIEW_DELETE_FORBIDDEN');
  await tenant.delete(savedViews, eq(savedViews.id, id));
}
