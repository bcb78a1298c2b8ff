/**
 * POST /v1/purchase-orders | /v1/invoices (create) and PATCH …/:id (edit), then the attached
 * file: PUT …/:id/file (multipart) or DELETE …/:id/file.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateInvoiceRequest } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { procurementKeys } from './keys.ts';

export type DocumentRequest = TCreateInvoiceRequest;

export function useSaveDocumentMutation(kind: ProcurementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input: { id: null; body: DocumentRequest } | { id: string; body: Partial<DocumentRequest> },
    ) =>
      input.id === null
        ? call(KINDS[kind].api.create, { body: input.body })
        : call(KINDS[kind].api.update, { params: { id: input.id }, body: input.body }),
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
        await call(KINDS[kind].api.removeFile, { params: { id } });
        return null;
      }
      const form = new FormData();
      form.set('file', file, file.name);
      return call(KINDS[kind].api.setFile, { params: { id }, body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) }),
  });
}

export function useDeleteDocumentMutation(kind: ProcurementKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(KINDS[kind].api.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) }),
  });
}
