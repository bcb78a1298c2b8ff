/** GET /v1/forms/:id: one form with its definition, answers, progress and signature. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

export const formQueryOptions = (id: string) =>
  queryOptions({
    queryKey: formsKeys.detail(id),
    queryFn: ({ signal }) => call(formEndpoints.get, { params: { id }, signal }),
  });

export function useFormQuery(id: string) {
  return useQuery(formQueryOptions(id));
}
