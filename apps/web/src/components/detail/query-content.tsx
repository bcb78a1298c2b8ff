/**
 * What a card shows for its query: a labelled spinner while it loads, the failure with a retry,
 * `empty` when the answer holds nothing, else `children` drawn from the data.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '@/components/feedback';
import { errorMessage } from '@/lib/form-errors.ts';

export interface QueryContentProps<TData, TError> {
  query: UseQueryResult<TData, TError>;
  loadingLabel: string;
  /** The sentence for a failure the server did not word. */
  failed: string;
  /** How a failure reads; by default the server's sentence, else `failed`. */
  describeError?: (error: TError, fallback: string) => string;
  /** Whether the answer holds nothing, and what to show then. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

export function QueryContent<TData, TError>({
  query,
  loadingLabel,
  failed,
  describeError = errorMessage,
  isEmpty,
  empty,
  children,
}: QueryContentProps<TData, TError>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
    return (
      <ErrorState
        message={describeError(query.error, failed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
