/**
 * POST /v1/purchase-orders | /v1/invoices (create) and PATCH …/:id (edit), then the attached
 * file: PUT …/:id/file (multipart) or DELETE …/:id/file.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateInvoiceRequest } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { documentPath, type DocumentDetail } from './get-document.ts';
import { procurementKeys } from './keys.ts';

export type DocumentRequest = TCreateInvoiceRequest;

export function useSaveDocumentMutation(kind: ProcurementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: Partial<DocumentRequest> }) =>
      id
        ? api.patch<DocumentDetail>(documentPath(kind, id), body)
        : api.post<DocumentDetail>(KINDS[kind].path, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(procurementKeys.detail(kind, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) });
    },
  });
}

export function useDocumentFileMutation(kind: ProcurementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: File | null }) => {
      if (!file) {
        await api.delete<void>(`${documentPath(kind, id)}/file`);
        return null;
      }
      const form = new FormData();
      form.set('file', file, file.name);
      return api.put<DocumentDetail>(`${documentPath(kind, id)}/file`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) }),
  });
}

export function useDeleteDocumentMutation(kind: ProcurementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(documentPath(kind, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) }),
  });
}
