/**
 * The template writes of the list: POST /v1/templates (create), PATCH /v1/templates/:id
 * (details, archive, restore), DELETE /v1/templates/:id, POST …/:id/duplicate and
 * POST /v1/templates/import (a JSON file).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  templateEndpoints,
  type TCreateTemplateRequest,
  type TTemplateDetail,
  type TTemplateFileInput,
  type TUpdateTemplateRequest,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

function useTemplateWrite<A, R extends TTemplateDetail | void>(send: (input: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(templatesKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: templatesKeys.lists() });
    },
  });
}

export function useCreateTemplateMutation() {
  return useTemplateWrite((body: TCreateTemplateRequest) =>
    call(templateEndpoints.create, { body }),
  );
}

export function useUpdateTemplateMutation() {
  return useTemplateWrite(({ id, body }: { id: string; body: TUpdateTemplateRequest }) =>
    call(templateEndpoints.update, { params: { id }, body }),
  );
}

export function useDeleteTemplateMutation() {
  return useTemplateWrite((id: string) => call(templateEndpoints.remove, { params: { id } }));
}

export function useDuplicateTemplateMutation() {
  return useTemplateWrite((id: string) =>
    call(templateEndpoints.duplicate, { params: { id }, body: {} }),
  );
}

export function useImportTemplateMutation() {
  // The file's content is sent as read, unchecked here: the server checks it and answers each
  // problem at its path, which the dialog shows.
  return useTemplateWrite((content: unknown) =>
    call(templateEndpoints.importFile, { body: content as TTemplateFileInput }),
  );
}
