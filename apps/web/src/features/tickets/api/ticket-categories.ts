/** GET {kind api}/categories: the kind's categories with how many tickets use each. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketCategoryListResponse, TTicketKind } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketCategoriesQueryOptions = (kind: TTicketKind) =>
  queryOptions({
    queryKey: ticketsKeys.categories(kind),
    queryFn: ({ signal }) =>
      api.get<TTicketCategoryListResponse>(`${TICKET_KINDS[kind].api}/categories`, { signal }),
    staleTime: 60_000,
  });

export function useTicketCategoriesQuery(kind: TTicketKind) {
  return useQuery(ticketCategoriesQueryOptions(kind));
}
