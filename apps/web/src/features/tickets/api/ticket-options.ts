/** GET {kind api}/options: the people, teams, contractors and categories the forms offer. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export const ticketOptionsQueryOptions = (kind: TTicketKind) =>
  queryOptions({
    queryKey: ticketsKeys.options(kind),
    queryFn: ({ signal }) => call(TICKET_KINDS[kind].api.options, { signal }),
    staleTime: 60_000,
  });

export function useTicketOptionsQuery(kind: TTicketKind, enabled = true) {
  return useQuery({ ...ticketOptionsQueryOptions(kind), enabled });
}
