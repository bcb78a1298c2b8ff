/** PUT {api}/:id/watch: follow a ticket's changes, or stop. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export function useWatchTicketMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      call(TICKET_KINDS[kind].api.watch, { params: { id }, body: { watching } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
  });
}
