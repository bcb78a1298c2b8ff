/**
 * List state kept in the URL (?page&per_page&sort&order&search&<filters>) so a filtered,
 * sorted view survives a reload and can be shared as a link. Changing the search or a filter
 * goes back to page 1, because the old page number may no longer exist. A list inside a tab
 * of a larger page keeps the same state in the component instead (`useLocalListParams`), so
 * it does not write into the page's address.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES } from '@mainstay/contracts';

export { PAGE_SIZES };

export type SortOrder = 'asc' | 'desc';

export interface ListParamsConfig {
  defaults?: { per_page?: number; sort?: string; order?: SortOrder };
  filters: readonly string[];
}

export interface ListParams {
  page: number;
  per_page: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
  filters: Record<string, string | undefined>;
}

export interface ListParamsApi {
  params: ListParams;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Sorting by the current column flips the order; a new column starts ascending. */
  setSort: (column: string) => void;
  setSearch: (text: string) => void;
  setFilter: (name: string, value: string | undefined) => void;
  /** Several filters in one URL change (two setFilter calls in one event would race). */
  setFilters: (changes: Record<string, string | undefined>) => void;
  reset: () => void;
  /** A search or at least one filter is set (an empty page then means "no match"). */
  filtered: boolean;
  /** The params ready to send to the API (empty values left out). */
  query: Record<string, string>;
}

/** Every list shows 25 rows unless it says otherwise (the API accepts any of PAGE_SIZES). */
const DEFAULT_PER_PAGE = 25;

function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

type ParamsUpdate = (update: (previous: URLSearchParams) => URLSearchParams) => void;

export function useListParams(config: ListParamsConfig): ListParamsApi {
  const [searchParams, write] = useUrlParamsWriter();
  return useListState(searchParams, write, config);
}

/**
 * The router's own functional update starts from the params of the render that created it, and
 * a navigation commits later (in a transition): a debounced search written after a filter change
 * would then bring back the old filters. Writes here start from the last params written, until
 * the address catches up with them or something else navigates.
 */
function useUrlParamsWriter(): [URLSearchParams, ParamsUpdate] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useRef({
    setSearchParams,
    committed: searchParams.toString(),
    pending: null as string | null,
    written: new Set<string>(),
  });
  useLayoutEffect(() => {
    const current = state.current;
    current.setSearchParams = setSearchParams;
    current.committed = searchParams.toString();
    if (current.pending === null) return;
    if (current.committed === current.pending || !current.written.has(current.committed)) {
      current.pending = null;
      current.written.clear();
    }
  }, [searchParams, setSearchParams]);
  const write = useCallback<ParamsUpdate>((update) => {
    const current = state.current;
    const next = update(new URLSearchParams(current.pending ?? current.committed));
    current.pending = next.toString();
    current.written.add(current.pending);
    current.setSearchParams(next, { replace: true });
  }, []);
  return [searchParams, write];
}

/** The same list state held by the component, for a list that must not touch the URL. */
export function useLocalListParams(config: ListParamsConfig): ListParamsApi {
  const [searchParams, setSearchParams] = useState(() => new URLSearchParams());
  return useListState(searchParams, setSearchParams, config);
}

function useListState(
  searchParams: URLSearchParams,
  setSearchParams: ParamsUpdate,
  config: ListParamsConfig,
): ListParamsApi {
  const defaults = config.defaults ?? {};
  const defaultPerPage = defaults.per_page ?? DEFAULT_PER_PAGE;
  const filterKey = config.filters.join(',');

  const params = useMemo<ListParams>(() => {
    const perPage = positiveInt(searchParams.get('per_page'), defaultPerPage);
    const orderText = searchParams.get('order');
    const sort = searchParams.get('sort') || defaults.sort;
    const order: SortOrder | undefined =
      orderText === 'asc' || orderText === 'desc' ? orderText : defaults.order;
    const filters: Record<string, string | undefined> = {};
    for (const name of filterKey ? filterKey.split(',') : []) {
      filters[name] = searchParams.get(name) || undefined;
    }
    return {
      page: positiveInt(searchParams.get('page'), 1),
      per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaultPerPage,
      ...(sort ? { sort } : {}),
      ...(order ? { order } : {}),
      ...(searchParams.get('search') ? { search: searchParams.get('search') ?? '' } : {}),
      filters,
    };
  }, [searchParams, defaultPerPage, defaults.sort, defaults.order, filterKey]);

  const update = useCallback(
    (changes: Record<string, string | undefined>, resetPage: boolean) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number) => update({ page: page > 1 ? String(page) : undefined }, false),
    [update],
  );
  const setPerPage = useCallback(
    (perPage: number) =>
      update({ per_page: perPage === defaultPerPage ? undefined : String(perPage) }, true),
    [update, defaultPerPage],
  );
  const setSort = useCallback(
    (column: string) => {
      const order: SortOrder = params.sort === column && params.order !== 'desc' ? 'desc' : 'asc';
      update({ sort: column, order }, true);
    },
    [update, params.sort, params.order],
  );
  const setSearch = useCallback(
    (text: string) => update({ search: text.trim() || undefined }, true),
    [update],
  );
  const setFilter = useCallback(
    (name: string, value: string | undefined) => update({ [name]: value }, true),
    [update],
  );
  const setFilters = useCallback(
    (changes: Record<string, string | undefined>) => update(changes, true),
    [update],
  );
  const reset = useCallback(() => {
    const cleared: Record<string, undefined> = {
      page: undefined,
      per_page: undefined,
      sort: undefined,
      order: undefined,
      search: undefined,
    };
    for (const name of filterKey ? filterKey.split(',') : []) cleared[name] = undefined;
    update(cleared, true);
  }, [update, filterKey]);

  const query = useMemo(() => {
    const result: Record<string, string> = {
      page: String(params.page),
      per_page: String(params.per_page),
    };
    if (params.sort) result.sort = params.sort;
    if (params.order) result.order = params.order;
    if (params.search) result.search = params.search;
    for (const [name, value] of Object.entries(params.filters)) {
      if (value) result[name] = value;
    }
    return result;
  }, [params]);

  const filtered =
    Boolean(params.search) || Object.values(params.filters).some((value) => Boolean(value));

  return {
    params,
    setPage,
    setPerPage,
    setSort,
    setSearch,
    setFilter,
    setFilters,
    reset,
    filtered,
    query,
  };
}
