/** GET {api}/:id: one ticket with its work record, SLA and what the caller may do with it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketDetail, TTicketKind } from '@mainstay/contracts';
import { api, isApiError } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

/** `{api}/:id` of one ticket, the base of every detail call. */
export const ticketPath = (kind: TTicketKind, id: string) =>
  `${TICKET_KINDS[kind].api}/${encodeURIComponent(id)}`;

export const ticketQueryOptions = (kind: TTicketKind, id: string) =>
  queryOptions({
    queryKey: ticketsKeys.detail(kind, id),
    queryFn: ({ signal }) => api.get<TTicketDetail>(ticketPath(kind, id), { signal }),
    // A missing or hidden ticket will not appear by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useTicketQuery(kind: TTicketKind, id: string) {
  return useQuery(ticketQueryOptions(kind, id));
}
