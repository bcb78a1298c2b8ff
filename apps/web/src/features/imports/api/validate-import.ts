/** POST /v1/imports/:id/validate: the mapping (remembered) and mode; checking runs in the background. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportJob, TValidateImportRequest } from '@mainstay/contracts';
import { importEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { importKeys } from './keys.ts';

export function validateImport(id: string, body: TValidateImportRequest): Promise<TImportJob> {
  return call(importEndpoints.validateImport, { params: { id }, body });
}

export function useValidateImportMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TValidateImportRequest) => validateImport(id, body),
    onSuccess: (job) => queryClient.setQueryData(importKeys.detail(id), job),
  });
}
