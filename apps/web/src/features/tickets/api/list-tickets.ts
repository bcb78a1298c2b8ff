/**
 * GET {kind api}: a page of tickets. The list page passes its URL query; the overview asks for
 * small pages (per_page=5) only to read `total`, so each count is one cheap call.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketsQueryOptions = (kind: TTicketKind, query: Record<string, string>) =>
  queryOptions({
    queryKey: ticketsKeys.list(kind, query),
    queryFn: ({ signal }) => call(TICKET_KINDS[kind].api.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useTicketsQuery(kind: TTicketKind, query: Record<string, string>) {
  return useQuery(ticketsQueryOptions(kind, query));
}
