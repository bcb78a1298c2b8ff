/**
 * The draft of one template: PUT /v1/templates/:id/draft (saved as the author goes; the answer
 * holds its problems), DELETE …/draft (drop the unpublished changes) and POST …/publish (the
 * draft becomes the next version).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints, type TTemplateDetail, type TTemplateDraft } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

/** Sends one draft. The builder keeps its own copy, so the cache is not written here. */
export function saveDraft(id: string, draft: TTemplateDraft): Promise<TTemplateDetail> {
  return call(templateEndpoints.saveDraft, { params: { id }, body: draft });
}

function useDraftWrite<A>(send: (input: A) => Promise<TTemplateDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(templatesKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: templatesKeys.lists() });
    },
  });
}

export function useDiscardDraftMutation(id: string) {
  return useDraftWrite(() => call(templateEndpoints.discardDraft, { params: { id } }));
}

export function usePublishMutation(id: string) {
  return useDraftWrite((note: string) =>
    call(templateEndpoints.publish, { params: { id }, body: { note } }),
  );
}
