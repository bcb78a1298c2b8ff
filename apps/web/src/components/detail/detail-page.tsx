/**
 * A detail page's record: the page's loading, not-found and failure states (DetailPageState)
 * until the query has it, then the page drawn from it.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  DetailPageState,
  type DetailPageStateProps,
} from '@/components/layout/detail-page-state.tsx';

export interface DetailPageProps<TData> extends Omit<
  DetailPageStateProps,
  'error' | 'onRetry' | 'errorMessage'
> {
  query: UseQueryResult<TData, Error>;
  /** How a failure other than "not found" reads, from the query's error. */
  describeError: (error: Error) => string;
  children: (record: TData) => ReactNode;
}

export function DetailPage<TData>({
  query,
  describeError,
  children,
  ...state
}: DetailPageProps<TData>) {
  if (query.isPending || query.isError) {
    return (
      <DetailPageState
        {...state}
        error={query.error}
        errorMessage={query.error ? describeError(query.error) : ''}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
