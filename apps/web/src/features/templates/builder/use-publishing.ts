/**
 * Publishing and discarding the draft. Publishing first makes sure the server has the draft as
 * it is on screen; a refusal for problems (422 TEMPLATE_DRAFT_INVALID) puts each at its field and
 * says why above the list, anything else stays in the publish dialog.
 */
import { useState } from 'react';
import type { TTemplateDetail } from '@mainstay/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useDiscardDraftMutation, usePublishMutation } from '../api/draft.ts';
import { problemsOfFieldErrors } from '../lib/problems.ts';
import type { TemplateDraftApi } from './use-template-draft.ts';

export function usePublishing(template: TTemplateDetail, draft: TemplateDraftApi) {
  const { t } = useTranslation('templates');
  const notify = useNotify();
  const publishMutation = usePublishMutation(template.id);
  const discardMutation = useDiscardDraftMutation(template.id);
  const [refusal, setRefusal] = useState<string | null>(null);

  /** Answers the refusal the publish dialog shows, or null (done, or shown at the fields). */
  async function publish(note: string, close: () => void): Promise<string | null> {
    setRefusal(null);
    if (!(await draft.save())) return t('publish.saveFirst');
    try {
      const detail = await publishMutation.mutateAsync(note);
      draft.reset(detail);
      notify.success(t('publish.done', { version: detail.version }));
      close();
      return null;
    } catch (error) {
      if (isApiError(error) && error.code === 'TEMPLATE_DRAFT_INVALID') {
        draft.showProblems(problemsOfFieldErrors(error.errors));
        setRefusal(errorMessage(error, t('publish.failed')));
        close();
        return null;
      }
      return errorMessage(error, t('publish.failed'));
    }
  }

  async function discard(close: () => void) {
    try {
      draft.reset(await discardMutation.mutateAsync());
      notify.success(t('discard.done'));
    } catch (error) {
      notify.error(errorMessage(error, t('discard.failed')));
    }
    close();
  }

  return {
    publish,
    discard,
    discarding: discardMutation.isPending,
    /** Why the last publish was refused, while its problems still stand. */
    refusal: draft.serverProblems.length > 0 ? refusal : null,
  };
}
