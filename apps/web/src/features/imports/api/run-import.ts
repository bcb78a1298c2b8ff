/** POST /v1/imports/:id/run: writes the checked rows in the background. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportJob } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { importKeys } from './keys.ts';

export function runImport(id: string): Promise<TImportJob> {
  return api.post<TImportJob>(`/v1/imports/${encodeURIComponent(id)}/run`);
}

export function useRunImportMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runImport(id),
    onSuccess: (job) => queryClient.setQueryData(importKeys.detail(id), job),
  });
}
