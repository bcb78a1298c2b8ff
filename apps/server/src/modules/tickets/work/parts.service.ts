/**
 * Parts and materials used on a ticket. Amounts arrive in major units and are kept in cents;
 * the total is quantity x unit cost rounded to the cent. Each change answers with the ticket.
 */
import type { TTicketDetail, TDomainErrorCode } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import { ticketParts } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/errors.ts';
import { forOrganisation } from '../../../lib/tenancy.ts';
import type { RequestAuth } from '../../../plugins/auth.ts';
import { ticketDetail } from '../core/ticket-detail.ts';
import { recordActivity } from '../ticket-activity.ts';
import { syncPartsCost } from './work-costs.ts';
import { openTicketForChange, type WorkContext } from './work.shared.ts';

export const PART_NOT_FOUND = 'PART_NOT_FOUND' satisfies TDomainErrorCode;

export interface PartInput {
  description: string;
  quantity: number;
  unit_cost: number;
}

export async function addPart(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  input: PartInput,
): Promise<TTicketDetail> {
  const { viewer, ticket } = await context.deps.db.transaction(async (tx) => {
    const visible = await openTicketForChange(tx, auth, context.kind, ticketId);
    const tenant = forOrganisation(tx, auth.organisationId);
    const totalCents = Math.round(input.quantity * input.unit_cost * 100);
    const [part] = await tenant.insert(ticketParts, [
      {
        ticketId,
        description: input.description,
        quantity: input.quantity,
        unitCostCents: Math.round(input.unit_cost * 100),
        totalCents,
        createdByUserId: auth.userId,
      },
    ]);
    if (!part) throw new Error('The part was not stored');
    await recordActivity(tx, {
      organisationId: auth.organisationId,
      ticketId,
      type: 'part',
      actorUserId: auth.userId,
      data: {
        part_id: part.id,
        description: input.description,
        quantity: input.quantity,
        total: totalCents / 100,
      },
    });
    await syncPartsCost(tenant, ticketId);
    return visible;
  });
  return ticketDetail(context.deps, viewer, ticket);
}

export async function deletePart(
  context: WorkContext,
  auth: RequestAuth,
  ticketId: string,
  partId: string,
): Promise<TTicketDetail> {
  const { viewer, ticket } = await context.deps.db.transaction(async (tx) => {
    const visible = await openTicketForChange(tx, auth, context.kind, ticketId);
    const tenant = forOrganisation(tx, auth.organisationId);
    const [removed] = await tenant.delete(
      ticketParts,
      and(eq(ticketParts.id, partId), eq(ticketParts.ticketId, ticketId)),
    );
    if (!removed) throw new AppError(PART_NOT_FOUND);
    await syncPartsCost(tenant, ticketId);
    return visible;
  });
  return ticketDetail(context.deps, viewer, ticket);
}
