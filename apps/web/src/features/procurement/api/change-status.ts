/** POST /v1/purchase-orders/:id/status and /v1/invoices/:id/status {status, note?}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { ProcurementKind } from '../lib/kinds.ts';
import { documentPath, type DocumentDetail } from './get-document.ts';
import { procurementKeys } from './keys.ts';

export function useChangeStatusMutation(kind: ProcurementKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: string; note?: string }) =>
      api.post<DocumentDetail>(`${documentPath(kind, id)}/status`, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(procurementKeys.detail(kind, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) });
    },
  });
}
