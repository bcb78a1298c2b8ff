/** GET /v1/__kebab__: a page of __title__. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { __camelOne__Endpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { __camel__Keys } from './keys.ts';

export const __camel__QueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: __camel__Keys.list(query),
    queryFn: ({ signal }) => call(__camelOne__Endpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function use__Pascal__Query(query: Record<string, string>) {
  return useQuery(__camel__QueryOptions(query));
}
