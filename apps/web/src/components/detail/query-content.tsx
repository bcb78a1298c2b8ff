/**
 * What a card shows for its query: a labelled spinner while it loads, the failure with a retry,
 * `empty` when the answer holds nothing, else `children` drawn from the data.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';

/** For `describeError`: the page's own sentence (`texts.failed`), whatever the server said. */
export const ownWords = (_error: unknown, fallback: string) => fallback;

export interface QueryContentProps<TData, TError> {
  query: UseQueryResult<TData, TError>;
  /** The spinner's label, and the sentence for a failure the server did not word. */
  texts: { loading: string; failed: string };
  /** How a failure reads; by default the server's sentence, else `texts.failed`. */
  describeError?: (error: TError, fallback: string) => string;
  /** Whether the answer holds nothing (by default: a page of a list with no rows)... */
  isEmpty?: (data: TData) => boolean;
  /** ...and what to show then. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/** A page of a list answer (`{ data: [...] }`) with no rows. */
function isEmptyPage(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('data' in data)) return false;
  return Array.isArray(data.data) && data.data.length === 0;
}

export function QueryContent<TData, TError>({
  query,
  texts,
  describeError = errorMessage,
  isEmpty = isEmptyPage,
  empty,
  children,
}: QueryContentProps<TData, TError>) {
  if (query.isPending) return <LoadingState label={texts.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={describeError(query.error, texts.failed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
