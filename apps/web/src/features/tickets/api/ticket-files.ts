/** POST {api}/:id/files (multipart, one file) and DELETE {api}/:id/files/:fileId. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketFile, TTicketKind } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { ticketPath } from './get-ticket.ts';
import { ticketsKeys } from './keys.ts';

export function useUploadTicketFileMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return api.post<TTicketFile>(`${ticketPath(kind, id)}/files`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
  });
}

export function useDeleteTicketFileMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      api.delete<void>(`${ticketPath(kind, id)}/files/${encodeURIComponent(fileId)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
        queryClient.invalidateQueries({ queryKey: ticketsKeys.activity(kind, id) }),
      ]),
  });
}
