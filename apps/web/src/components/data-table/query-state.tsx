/**
 * The states of a list's query in one place: a labelled spinner while it first loads, the
 * failure with a way to try again, the empty state when there is nothing to show, else the
 * list itself (`children`, given the loaded data).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { ErrorState, LoadingState } from '@/components/feedback';

/** The part of a TanStack query result the states read. */
export interface QueryLike<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<D> {
  query: QueryLike<D>;
  loadingLabel: string;
  /** The failure, already in words (the server's message or the page's own). */
  errorMessage: string;
  /** Keeps the failure off a card's edges. */
  inset?: boolean;
  /** Whether the loaded data has nothing to show (then `empty` stands in for the list). */
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  children: (data: D) => ReactNode;
}

export function QueryState<D>({
  query,
  loadingLabel,
  errorMessage,
  inset = false,
  isEmpty,
  empty,
  children,
}: QueryStateProps<D>) {
  if (query.isError) {
    const failure = <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
    return inset ? <Box sx={{ px: 2 }}>{failure}</Box> : failure;
  }
  const { data } = query;
  if (query.isPending || data === undefined) return <LoadingState label={loadingLabel} />;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}

/** A page of rows has nothing to show. */
export const noRows = (page: { data: readonly unknown[] }) => page.data.length === 0;
