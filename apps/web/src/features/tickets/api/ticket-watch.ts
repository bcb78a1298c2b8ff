/** PUT {api}/:id/watch: follow a ticket's changes, or stop. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { ticketPath } from './get-ticket.ts';
import { ticketsKeys } from './keys.ts';

export function useWatchTicketMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watching: boolean) =>
      api.put<unknown>(`${ticketPath(kind, id)}/watch`, { watching }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
  });
}
