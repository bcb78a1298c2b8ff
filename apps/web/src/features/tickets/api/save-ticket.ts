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
import { api } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

function ticketPath(kind: TTicketKind, id: string): string {
  return `${TICKET_KINDS[kind].api}/${encodeURIComponent(id)}`;
}

function useOnTicketSaved(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return (ticket: TTicketDetail) => {
    queryClient.setQueryData(ticketsKeys.detail(kind, ticket.id), ticket);
    return queryClient.invalidateQueries({ queryKey: ticketsKeys.lists(kind) });
  };
}

export function useCreateTicketMutation(kind: TTicketKind) {
  return useMutation({
    mutationFn: (body: TCreateTicketRequest) =>
      api.post<TTicketDetail>(TICKET_KINDS[kind].api, body),
    onSuccess: useOnTicketSaved(kind),
  });
}

export function useUpdateTicketMutation(kind: TTicketKind, id: string) {
  return useMutation({
    mutationFn: (body: TUpdateTicketRequest) =>
      api.patch<TTicketDetail>(ticketPath(kind, id), body),
    onSuccess: useOnTicketSaved(kind),
  });
}

/** Sends one file to a ticket (multipart, field `file`). */
export function uploadTicketFile(kind: TTicketKind, id: string, file: File): Promise<TTicketFile> {
  const body = new FormData();
  body.append('file', file);
  return api.post<TTicketFile>(`${ticketPath(kind, id)}/files`, body);
}
