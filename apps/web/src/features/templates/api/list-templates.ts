/** GET /v1/templates: a page of the library, with each template's latest version. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { templateEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

export const templatesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: templatesKeys.list(query),
    queryFn: ({ signal }) => call(templateEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useTemplatesQuery(query: Record<string, string>) {
  return useQuery(templatesQueryOptions(query));
}
