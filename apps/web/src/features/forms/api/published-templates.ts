/** GET /v1/templates?published=true: the active templates a form can be started with, by name. */
import { useQuery } from '@tanstack/react-query';
import { templateEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

export function usePublishedTemplatesQuery(enabled = true) {
  return useQuery({
    queryKey: formsKeys.publishedTemplates(),
    queryFn: ({ signal }) =>
      call(templateEndpoints.list, {
        query: { published: 'true', status: 'active', sort: 'name', order: 'asc', per_page: 100 },
        signal,
      }),
    select: (response) => response.data.filter((template) => template.version !== null),
    enabled,
    staleTime: 60_000,
  });
}
