/** POST {kind api}/bulk: assign or move several tickets; each id answers on its own. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketBulkRequest, TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export function useBulkTicketsMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketBulkRequest) => call(TICKET_KINDS[kind].api.bulk, { body }),
    // Even a partly refused batch changed some tickets: refresh whatever shows this kind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}
