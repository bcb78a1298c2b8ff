/** POST /v1/imports: the file and what it holds, as multipart/form-data. */
import { useMutation } from '@tanstack/react-query';
import type { TImportEntity, TImportUpload } from '@mainstay/contracts';
import { importEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function uploadImport(entity: TImportEntity, file: File): Promise<TImportUpload> {
  const form = new FormData();
  form.set('entity', entity);
  form.set('file', file, file.name);
  return call(importEndpoints.uploadImport, { body: form });
}

export function useUploadImportMutation(entity: TImportEntity) {
  return useMutation({ mutationFn: (file: File) => uploadImport(entity, file) });
}
