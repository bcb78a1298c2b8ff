/**
 * What a refused answer means to the visitor: a bad link, a used or expired one, a ticket
 * already rated or past its reopen window (409), or a failure worth retrying.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-client.ts';

export type LinkProblem = 'invalid' | 'expired' | null;

/** Whether a failed call means the link itself is bad (400/404/422) or spent (410). */
export function linkProblem(error: unknown): LinkProblem {
  if (!isApiError(error)) return null;
  if (error.status === 410) return 'expired';
  if ([400, 404, 422].includes(error.status) && !error.errors?.rating && !error.errors?.reason) {
    return 'invalid';
  }
  return null;
}

export function answerErrorMessage(
  t: TFunction<'ticketFeedback'>,
  error: unknown,
  conflictMessage: string,
): string {
  if (isApiError(error) && error.status === 409) return conflictMessage;
  return t('errors.sendFailed');
}
