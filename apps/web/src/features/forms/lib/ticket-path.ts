/** The page of a ticket a form names (it is filled on one, or its failure opened one). */
import { TICKET_KINDS, type TTicketKind } from '@mainstay/contracts';

export const ticketPath = (ticket: { id: string; kind: TTicketKind }) =>
  `${TICKET_KINDS[ticket.kind].webBase}/${ticket.id}`;
