/** POST /v1/purchase-orders/:id/status and /v1/invoices/:id/status {status, note?}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type CallOptions } from '@/lib/endpoint-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { procurementKeys } from './keys.ts';

export function useChangeStatusMutation(kind: ProcurementKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { status: string; note?: string }) =>
      call(KINDS[kind].api.move, {
        params: { id },
        // The status comes from the kind's own moves (lib/kinds.ts); the server checks it again.
        body: input as CallOptions<(typeof KINDS)[typeof kind]['api']['move']>['body'],
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(procurementKeys.detail(kind, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: procurementKeys.kind(kind) });
    },
  });
}
