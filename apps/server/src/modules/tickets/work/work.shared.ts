/**
 * What the work-record routes share: who may read or change a ticket's work record, the route
 * permission configs, and small lookups (user names). Reading needs read on the kind or on
 * "my jobs" plus seeing the ticket (ticket-access.ts); changing needs `canChangeTicket`.
 */
import type { TTicketKind, TTicketRef, TDomainErrorCode } from '@mainstay/contracts';
import type { Permission } from '@mainstay/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { users, type Ticket } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TenantScope } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import {
  canChangeTicket,
  findVisibleTicket,
  isAssignedTo,
  viewerOf,
  type TicketViewer,
} from '../ticket-access.ts';
import { KIND_SUBJECT, type TicketsDeps } from '../tickets.shared.ts';

export interface WorkContext {
  deps: TicketsDeps;
  kind: TTicketKind;
}

export const CANNOT_CHANGE = 'TICKET_CHANGE_FORBIDDEN' satisfies TDomainErrorCode;

/** Route config: the ticket page (read on the kind) or the my-jobs queue. */
export function readAccess(kind: TTicketKind): { anyPermission: readonly Permission[] } {
  return {
    anyPermission: [
      { action: 'read', subject: KIND_SUBJECT[kind] },
      { action: 'read', subject: 'my jobs' },
    ],
  };
}

export interface VisibleTicket {
  viewer: TicketViewer;
  ticket: Ticket;
}

/** The ticket as the caller sees it (404 when they may not). */
export async function openTicket(
  executor: Executor,
  auth: RequestAuth,
  kind: TTicketKind,
  id: string,
): Promise<VisibleTicket> {
  const viewer = viewerOf(auth);
  const ticket = await findVisibleTicket(executor, viewer, kind, id);
  return { viewer, ticket };
}

/** The ticket when the caller may change it: 404 if they cannot see it, 403 if they cannot change it. */
export async function openTicketForChange(
  executor: Executor,
  auth: RequestAuth,
  kind: TTicketKind,
  id: string,
): Promise<VisibleTicket> {
  const visible = await openTicket(executor, auth, kind, id);
  if (!(await canChangeTicket(executor, visible.viewer, visible.ticket))) {
    throw new AppError(CANNOT_CHANGE);
  }
  return visible;
}

/** True when the viewer holds write on the ticket's kind (managers: act for others, remove anything). */
export function canWriteKind(viewer: TicketViewer, kind: TTicketKind): boolean {
  return viewer.auth.ability.can('write', KIND_SUBJECT[kind]);
}

/**
 * Internal timeline entries are for the people doing the work: those with write on the kind or
 * assigned to the ticket. Everyone else (the reporter, read-only viewers) sees public entries.
 */
export async function seesInternal(
  executor: Executor,
  viewer: TicketViewer,
  ticket: Pick<Ticket, 'id' | 'kind'>,
): Promise<boolean> {
  if (canWriteKind(viewer, ticket.kind)) return true;
  return isAssignedTo(executor, viewer, ticket.id);
}

/** Names of the organisation's users by id (unknown ids are left out). */
export async function userRefs(
  tenant: TenantScope,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, TTicketRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await tenant.executor
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(tenant.where(users, inArray(users.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A user of the organisation, or null. */
export async function organisationUser(tenant: TenantScope, id: string) {
  const [row] = await tenant.executor
    .select({ id: users.id, name: users.name, contractorId: users.contractorId })
    .from(users)
    .where(tenant.where(users, eq(users.id, id)));
  return row ?? null;
}

/** Values every ticket notification carries. */
export function notificationData(ticket: Ticket, actorName: string): Record<string, string> {
  return { number: ticket.number, title: ticket.title, kind: ticket.kind, actor: actorName };
}
