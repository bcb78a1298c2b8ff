/**
 * Who sees a form and who may work on it. Visibility is one SQL condition, applied alike by the
 * list, the export, single reads and every action (another organisation's form, or one the
 * caller may not see, answers 404):
 * 1. the organisation's forms only;
 * 2. the forms a person started are always theirs to see;
 * 3. otherwise a user limited to some buildings sees the forms of those buildings
 *    (forms.building_id; a form on no building is not in their buildings);
 * 4. a form filled on a ticket is seen by those who see that ticket, by the tickets module's
 *    own rules (`visibleTickets` of its kind): contractor staff see their company's tickets,
 *    reporters theirs, people who reach tickets only through My Jobs their jobs, technicians
 *    the tickets of the kinds they may read, so a form never shows a ticket its reader may not;
 * 5. a form on no ticket is seen by the organisation's own staff; contractor staff see only
 *    those they started (rule 2).
 * Filling follows the work: a ticket's form is filled by those who see the ticket and work on
 * it (assigned directly, through a team or their company, or with write on the ticket's kind);
 * a form on no ticket by whoever started it or manages templates. Managing (reopening, deleting
 * another's form) is (add, templates).
 */
import { TICKET_KIND_VALUES } from '@mainstay/contracts';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { forms, tickets, type FormRow } from '../../db/schema/index.ts';
import { withinBuildings } from '../../lib/access-scope.ts';
import { AppError } from '../../lib/errors.ts';
import { tenantCondition } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import {
  seesEveryTicket,
  viewerOf,
  visibleTicketsOfAnyKind,
  worksOnTicket,
  type TicketViewer,
} from '../tickets/index.ts';

/** The tickets the viewer sees, of any kind (no condition when they see them all). */
function ticketSeen(viewer: TicketViewer): SQL | undefined {
  if (TICKET_KIND_VALUES.every((kind) => seesEveryTicket(viewer, kind))) return undefined;
  return visibleTicketsOfAnyKind(viewer);
}

/** Every condition a form must meet for the caller to see it (organisation included). */
export function visibleForms(auth: RequestAuth): SQL {
  const viewer = viewerOf(auth);
  const seen = ticketSeen(viewer);
  const onSeenTicket = seen
    ? sql`exists (select 1 from ${tickets} where ${tickets.id} = ${forms.ticketId} and ${seen})`
    : sql`true`;
  const onNoTicket = auth.scope.contractorId ? sql`false` : sql`true`;
  const byTarget = and(
    withinBuildings(auth.scope, forms.buildingId),
    sql`(case when ${forms.ticketId} is null then ${onNoTicket} else ${onSeenTicket} end)`,
  );
  return and(
    tenantCondition(forms, auth.organisationId),
    or(eq(forms.startedByUserId, auth.userId), byTarget),
  ) as SQL;
}

/**
 * The form if the caller may see it; 404 otherwise. `lock` holds the row to the end of the
 * transaction, so the changes of one form (answers, completion, signing) take turns.
 */
export async function findVisibleForm(
  executor: Executor,
  auth: RequestAuth,
  id: string,
  { lock = false } = {},
): Promise<FormRow> {
  const query = executor
    .select()
    .from(forms)
    .where(and(eq(forms.id, id), visibleForms(auth)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: forms }) : query);
  if (!row) throw new AppError('FORM_NOT_FOUND');
  return row;
}

/** The caller manages forms: may reopen a completed, unsigned form or delete anyone's in progress. */
export const canManageForms = (auth: RequestAuth): boolean => auth.ability.can('add', 'templates');

/** Whether the caller works on the form's job (locked or not; see canFill). */
export async function worksOnForm(
  executor: Executor,
  auth: RequestAuth,
  form: Pick<FormRow, 'ticketId' | 'startedByUserId'>,
): Promise<boolean> {
  if (!form.ticketId) return form.startedByUserId === auth.userId || canManageForms(auth);
  const viewer = viewerOf(auth);
  const [ticket] = await executor
    .select({ id: tickets.id, kind: tickets.kind })
    .from(tickets)
    .where(and(eq(tickets.id, form.ticketId), visibleTicketsOfAnyKind(viewer)))
    .limit(1);
  return ticket ? worksOnTicket(executor, viewer, ticket) : false;
}

/** The caller may answer: the form is not locked and they work on it. */
export async function canFill(
  executor: Executor,
  auth: RequestAuth,
  form: Pick<FormRow, 'status' | 'ticketId' | 'startedByUserId'>,
): Promise<boolean> {
  return form.status === 'in_progress' && (await worksOnForm(executor, auth, form));
}

/**
 * The form, locked for a change, when the caller works on it (403 FORM_FILL_FORBIDDEN when they
 * only see it); a completed or signed form answers 409 FORM_LOCKED.
 */
export async function openFormForFilling(
  tx: Executor,
  auth: RequestAuth,
  id: string,
): Promise<FormRow> {
  const form = await findVisibleForm(tx, auth, id, { lock: true });
  if (!(await worksOnForm(tx, auth, form))) throw new AppError('FORM_FILL_FORBIDDEN');
  if (form.status !== 'in_progress') throw new AppError('FORM_LOCKED');
  return form;
}
