/** POST /v1/imports/:id/run: writes the checked rows in the background. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportJob } from '@mainstay/contracts';
import { importEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { importKeys } from './keys.ts';

export function runImport(id: string): Promise<TImportJob> {
  return call(importEndpoints.runImport, { params: { id } });
}

export function useRunImportMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runImport(id),
    onSuccess: (job) => queryClient.setQueryData(importKeys.detail(id), job),
  });
}
