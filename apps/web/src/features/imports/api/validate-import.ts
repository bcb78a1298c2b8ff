/** POST /v1/imports/:id/validate: the mapping (remembered) and mode; checking runs in the background. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportJob, TValidateImportRequest } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { importKeys } from './keys.ts';

export function validateImport(id: string, body: TValidateImportRequest): Promise<TImportJob> {
  return api.post<TImportJob>(`/v1/imports/${encodeURIComponent(id)}/validate`, body);
}

export function useValidateImportMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TValidateImportRequest) => validateImport(id, body),
    onSuccess: (job) => queryClient.setQueryData(importKeys.detail(id), job),
  });
}
