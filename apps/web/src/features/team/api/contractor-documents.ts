/**
 * GET and POST /v1/contractors/:id/documents (upload as multipart/form-data) and
 * DELETE /v1/contractors/:id/documents/:docId.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TContractorDocumentFields } from '@mainstay/contracts';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export const documentsQueryOptions = (contractorId: string) =>
  queryOptions({
    queryKey: teamKeys.documents(contractorId),
    queryFn: ({ signal }) =>
      call(contractorEndpoints.listContractorDocuments, {
        params: { id: contractorId },
        signal,
      }),
  });

export function useDocumentsQuery(contractorId: string) {
  return useQuery(documentsQueryOptions(contractorId));
}

/** A document's fields and its file, as the upload form holds them. */
export type DocumentUpload = Omit<TContractorDocumentFields, 'expires_on'> & {
  expires_on: string;
  file: File;
};

function useDocumentMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Prefix of the documents key too; the list's expiry chips change with the documents.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.contractors() }),
  });
}

export function useUploadDocumentMutation(contractorId: string) {
  return useDocumentMutation((input: DocumentUpload) => {
    const form = new FormData();
    form.set('kind', input.kind);
    form.set('name', input.name);
    if (input.expires_on) form.set('expires_on', input.expires_on);
    form.set('file', input.file, input.file.name);
    return call(contractorEndpoints.uploadContractorDocument, {
      params: { id: contractorId },
      body: form,
    });
  });
}

export function useDeleteDocumentMutation(contractorId: string) {
  return useDocumentMutation((documentId: string) =>
    call(contractorEndpoints.deleteContractorDocument, {
      params: { id: contractorId, docId: documentId },
    }),
  );
}
