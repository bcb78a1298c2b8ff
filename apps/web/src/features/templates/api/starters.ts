/**
 * GET /v1/template-library and POST /v1/template-library/:id/add: the starter templates in the
 * reader's language, and adding one to the organisation's library (published as version 1).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

export function useStartersQuery(language: string, enabled = true) {
  return useQuery({
    // The library answers in the reader's language.
    queryKey: [...templatesKeys.starters(), language],
    queryFn: ({ signal }) => call(templateEndpoints.listStarters, { signal }),
    enabled,
  });
}

export function useAddStarterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(templateEndpoints.addStarter, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.all }),
  });
}
