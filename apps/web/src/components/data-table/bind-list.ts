/**
 * The DataTable props that come straight from the list's URL state and its query: rows, total,
 * loading, error with retry, paging and sorting. `<DataTable {...bindList(list, query)} … />`.
 */
import { paging } from './list-pagination.tsx';
import type { ListParamsApi } from './use-list-params.ts';

/** The part of a TanStack query result a list reads. */
export interface ListQueryResult<T> {
  data: { data: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function bindList<T>(list: ListParamsApi, query: ListQueryResult<T>) {
  return {
    rows: query.data?.data,
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.isError ? query.error : undefined,
    onRetry: () => void query.refetch(),
    ...paging(list),
    sort: list.params.sort,
    order: list.params.order,
    onSortChange: list.setSort,
  };
}
