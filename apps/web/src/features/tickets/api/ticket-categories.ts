/** GET {kind api}/categories: the kind's categories with how many tickets use each. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketCategoriesQueryOptions = (kind: TTicketKind) =>
  queryOptions({
    queryKey: ticketsKeys.categories(kind),
    queryFn: ({ signal }) => call(TICKET_KINDS[kind].api.listCategories, { signal }),
    staleTime: 60_000,
  });

export function useTicketCategoriesQuery(kind: TTicketKind) {
  return useQuery(ticketCategoriesQueryOptions(kind));
}
