/** POST {kind api}/bulk: assign or move several tickets; each id answers on its own. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketBulkRequest, TTicketBulkResponse, TTicketKind } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export function useBulkTicketsMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TTicketBulkRequest) =>
      api.post<TTicketBulkResponse>(`${TICKET_KINDS[kind].api}/bulk`, body),
    // Even a partly refused batch changed some tickets: refresh whatever shows this kind.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}
