/**
 * The ticket's timeline, oldest first (the page shows it as a chronological thread; the last
 * page holds the newest entries), with actor names, mentions as references and the files each
 * entry carries. People who do not work on the ticket see its public entries only.
 */
import type { TTicketActivity, TTicketActivityResponse } from '@mainstay/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import { ticketActivity, type TicketActivityRow } from '../../../db/schema/index.ts';
import { forOrganisation, type TenantScope } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import type { FilesService } from '../../files/index.ts';
import { ticketFileRows, ticketFileView } from './ticket-files.ts';
import { openTicket, seesInternal, userRefs, type WorkContext } from './work.shared.ts';

export interface ActivityPage {
  page: number;
  per_page: number;
}

/** The API view of timeline entries (one query for names, one for files). */
export async function activityViews(
  tenant: TenantScope,
  files: FilesService,
  ticketId: string,
  rows: TicketActivityRow[],
): Promise<TTicketActivity[]> {
  const names = await userRefs(tenant, [
    ...rows.map((row) => row.actorUserId),
    ...rows.flatMap((row) => row.mentions),
  ]);
  const attached = await ticketFileRows(
    tenant,
    ticketId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    actor: row.actorUserId ? (names.get(row.actorUserId) ?? null) : null,
    actor_name:
      row.actorName ?? (row.actorUserId ? (names.get(row.actorUserId)?.name ?? null) : null),
    body: row.body,
    visibility: row.visibility,
    data: row.data,
    mentions: row.mentions.flatMap((id) => {
      const ref = names.get(id);
      return ref ? [ref] : [];
    }),
    files: attached
      .filter((file) => file.activityId === row.id)
      .map((file) => ticketFileView(files, file)),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function listActivity(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  query: ActivityPage,
): Promise<TTicketActivityResponse> {
  const { db, files } = context.deps;
  const { viewer, ticket } = await openTicket(db, auth, context.kind, ticketId);
  const tenant = forOrganisation(db, auth.organisationId);
  const where = tenant.where(
    ticketActivity,
    and(
      eq(ticketActivity.ticketId, ticket.id),
      (await seesInternal(db, viewer, ticket))
        ? undefined
        : eq(ticketActivity.visibility, 'public'),
    ),
  );
  const [counted] = await db.select({ total: count() }).from(ticketActivity).where(where);
  const rows = await db
    .select()
    .from(ticketActivity)
    .where(where)
    .orderBy(asc(ticketActivity.createdAt), asc(ticketActivity.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: await activityViews(tenant, files, ticket.id, rows),
    total: counted?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
