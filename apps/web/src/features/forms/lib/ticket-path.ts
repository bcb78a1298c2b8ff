/** The page of a ticket a form names (it is filled on one, or its failure opened one). */
import type { TTicketKind } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';

export const ticketPath = (ticket: { id: string; kind: TTicketKind }) =>
  ticket.kind === 'general'
    ? paths.generalTickets.detail(ticket.id)
    : paths.reactiveTickets.detail(ticket.id);
