/** GET {api}/:id: one ticket with its work record, SLA and what the caller may do with it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketQueryOptions = (kind: TTicketKind, id: string) =>
  queryOptions({
    queryKey: ticketsKeys.detail(kind, id),
    queryFn: ({ signal }) => call(TICKET_KINDS[kind].api.get, { params: { id }, signal }),
    // A missing or hidden ticket will not appear by asking again.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });

export function useTicketQuery(kind: TTicketKind, id: string) {
  return useQuery(ticketQueryOptions(kind, id));
}
