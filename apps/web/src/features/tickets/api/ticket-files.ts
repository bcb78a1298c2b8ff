/** POST {api}/:id/files (multipart, one file) and DELETE {api}/:id/files/:fileId. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export function useUploadTicketFileMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return call(TICKET_KINDS[kind].api.uploadFile, { params: { id }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
  });
}

export function useDeleteTicketFileMutation(kind: TTicketKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      call(TICKET_KINDS[kind].api.deleteFile, { params: { id, fileId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketsKeys.detail(kind, id) }),
        queryClient.invalidateQueries({ queryKey: ticketsKeys.activity(kind, id) }),
      ]),
  });
}
