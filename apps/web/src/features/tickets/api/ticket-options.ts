/** GET {kind api}/options: the people, teams, contractors and categories the forms offer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketKind, TTicketOptions } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketOptionsQueryOptions = (kind: TTicketKind) =>
  queryOptions({
    queryKey: ticketsKeys.options(kind),
    queryFn: ({ signal }) =>
      api.get<TTicketOptions>(`${TICKET_KINDS[kind].api}/options`, { signal }),
    staleTime: 60_000,
  });

export function useTicketOptionsQuery(kind: TTicketKind, enabled = true) {
  return useQuery({ ...ticketOptionsQueryOptions(kind), enabled });
}
