/**
 * GET /v1/templates/:id (the template with its draft, the draft's problems and its versions) and
 * GET /v1/templates/:id/versions/:version (one published version, read-only).
 */
import { useQuery } from '@tanstack/react-query';
import { templateEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

export function useTemplateQuery(id: string) {
  return useQuery({
    queryKey: templatesKeys.detail(id),
    queryFn: ({ signal }) => call(templateEndpoints.get, { params: { id }, signal }),
    // The builder holds the draft being typed; a refetch on focus must not replace it.
    refetchOnWindowFocus: false,
  });
}

export function useTemplateVersionQuery(id: string, version: number | null) {
  return useQuery({
    queryKey: templatesKeys.version(id, version ?? 0),
    queryFn: ({ signal }) =>
      call(templateEndpoints.getVersion, { params: { id, version: version ?? 1 }, signal }),
    enabled: version !== null,
  });
}
