/**
 * POST {api}/:id/status: move a ticket (a reason for hold, cancel and reopen; the completion
 * record). The answer replaces the cached ticket and every ticket query is refreshed, so lists,
 * the timeline and My Jobs agree with the server.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TTicketDetail, TTicketKind, TTicketStatusRequest } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export interface TicketMove {
  kind: TTicketKind;
  id: string;
  body: TTicketStatusRequest;
}

const moveTicket = ({ kind, id, body }: TicketMove) =>
  call(TICKET_KINDS[kind].api.move, { params: { id }, body });

function afterMove(queryClient: QueryClient, ticket: TTicketDetail, kind: TTicketKind) {
  queryClient.setQueryData(ticketsKeys.detail(kind, ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
}

/** Moves any ticket: for lists of several tickets (My Jobs cards). */
export function useMoveTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTicket,
    onSuccess: (ticket, { kind }) => afterMove(queryClient, ticket, kind),
  });
}

/** Moves one ticket: for its own page. */
export function useChangeStatusMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketStatusRequest) => moveTicket({ kind, id, body }),
    onSuccess: (ticket) => afterMove(queryClient, ticket, kind),
  });
}
