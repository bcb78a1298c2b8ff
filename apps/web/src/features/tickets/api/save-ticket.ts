/**
 * POST {kind api} (create), PATCH {kind api}/:id (edit) and POST {kind api}/:id/files (a photo
 * or document chosen in the create form, sent once the ticket exists). Every change refreshes
 * the kind's lists; a saved ticket also replaces its cached detail.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateTicketRequest,
  TTicketDetail,
  TTicketFile,
  TTicketKind,
  TUpdateTicketRequest,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

function useOnTicketSaved(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return (ticket: TTicketDetail) => {
    queryClient.setQueryData(ticketsKeys.detail(kind, ticket.id), ticket);
    return queryClient.invalidateQueries({ queryKey: ticketsKeys.lists(kind) });
  };
}

export function useCreateTicketMutation(kind: TTicketKind) {
  return useMutation({
    mutationFn: (body: TCreateTicketRequest) => call(TICKET_KINDS[kind].api.create, { body }),
    onSuccess: useOnTicketSaved(kind),
  });
}

export function useUpdateTicketMutation(kind: TTicketKind, id: string) {
  return useMutation({
    mutationFn: (body: TUpdateTicketRequest) =>
      call(TICKET_KINDS[kind].api.update, { params: { id }, body }),
    onSuccess: useOnTicketSaved(kind),
  });
}

/** Sends one file to a ticket (multipart, field `file`). */
export function uploadTicketFile(kind: TTicketKind, id: string, file: File): Promise<TTicketFile> {
  const body = new FormData();
  body.append('file', file);
  return call(TICKET_KINDS[kind].api.uploadFile, { params: { id }, body });
}
