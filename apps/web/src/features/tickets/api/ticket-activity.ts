/** GET {api}/:id/activity (the timeline) and POST {api}/:id/comments. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTicketCommentRequest, TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

/** The most the server gives in one page; a ticket's timeline rarely goes past it. */
export const ACTIVITY_PAGE_SIZE = 100;

export const ticketActivityQueryOptions = (kind: TTicketKind, id: string) =>
  queryOptions({
    queryKey: ticketsKeys.activity(kind, id),
    queryFn: ({ signal }) =>
      call(TICKET_KINDS[kind].api.activity, {
        params: { id },
        query: { page: 1, per_page: ACTIVITY_PAGE_SIZE },
        signal,
      }),
  });

export function useTicketActivityQuery(kind: TTicketKind, id: string) {
  return useQuery(ticketActivityQueryOptions(kind, id));
}

export function useAddCommentMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketCommentRequest) =>
      call(TICKET_KINDS[kind].api.comment, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsKeys.activity(kind, id) }),
        // Attachments of the comment join the ticket's files.
        queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
      ]),
  });
}
