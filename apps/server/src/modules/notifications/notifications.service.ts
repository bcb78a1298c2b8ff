/** The caller's own in-app notifications: a page of them, newest first, and marking them read. */
import type {
  TNotification,
  TNotificationListResponse,
  ZMarkNotificationsRequest,
  ZNotificationListQuery,
} from '@mainstay/contracts';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { notifications, tickets } from '../../db/schema/index.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

interface Caller {
  userId: string;
  organisationId: string;
}

const mine = (caller: Caller, condition?: SQL) =>
  and(
    tenantCondition(notifications, caller.organisationId),
    eq(notifications.userId, caller.userId),
    condition,
  );

async function countOf(executor: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await executor.select({ total: count() }).from(notifications).where(where);
  return Number(row?.total ?? 0);
}

export async function listNotifications(
  executor: Executor,
  caller: Caller,
  query: z.output<typeof ZNotificationListQuery>,
): Promise<TNotificationListResponse> {
  const where = mine(caller, query.unread === 'true' ? isNull(notifications.readAt) : undefined);
  const rows = await executor
    .select({
      notification: notifications,
      ticket: { id: tickets.id, kind: tickets.kind, number: tickets.number, title: tickets.title },
    })
    .from(notifications)
    .leftJoin(
      tickets,
      and(tenantCondition(tickets, caller.organisationId), eq(tickets.id, notifications.ticketId)),
    )
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total, unread] = await Promise.all([
    countOf(executor, where),
    countOf(executor, mine(caller, isNull(notifications.readAt))),
  ]);
  return {
    data: rows.map(({ notification, ticket }): TNotification => ({
      id: notification.id,
      type: notification.type,
      ticket: ticket?.id ? ticket : null,
      data: notification.data,
      read: notification.readAt !== null,
      created_at: notification.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    per_page: query.per_page,
    unread,
  };
}

/** Marks the given notifications (all when none are given) as read; others' ids are ignored. */
export async function markNotificationsRead(
  executor: Executor,
  caller: Caller,
  body: z.output<typeof ZMarkNotificationsRequest>,
): Promise<void> {
  if (body.ids && body.ids.length === 0) return;
  await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      mine(
        caller,
        and(
          isNull(notifications.readAt),
          body.ids ? inArray(notifications.id, body.ids) : undefined,
        ),
      ),
    );
}
