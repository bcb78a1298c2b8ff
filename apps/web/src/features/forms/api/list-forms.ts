/** GET /v1/forms: a page of forms (the list page's URL query, or a ticket's forms). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { formEndpoints, type TFormListQuery } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

type FormsQuery = { [K in keyof TFormListQuery]?: TFormListQuery[K] | string };

export const formsQueryOptions = (query: FormsQuery) =>
  queryOptions({
    queryKey: formsKeys.list(query),
    queryFn: ({ signal }) => call(formEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useFormsQuery(query: FormsQuery, enabled = true) {
  return useQuery({ ...formsQueryOptions(query), enabled });
}
