/**
 * Saved views of a list (/v1/saved-views): a named URL query, the caller's own or shared with
 * the organisation. List, save and delete.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SAVED_VIEW_PAGES, TSavedViewRequest } from '@mainstay/contracts';
import { ticketEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ticketsKeys } from './keys.ts';

export type SavedViewPage = (typeof SAVED_VIEW_PAGES)[number];

export const savedViewsQueryOptions = (page: SavedViewPage) =>
  queryOptions({
    queryKey: ticketsKeys.savedViews(page),
    queryFn: ({ signal }) => call(ticketEndpoints.listSavedViews, { query: { page }, signal }),
  });

export function useSavedViewsQuery(page: SavedViewPage) {
  return useQuery(savedViewsQueryOptions(page));
}

export function useSaveViewMutation(page: SavedViewPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<TSavedViewRequest, 'page'>) =>
      call(ticketEndpoints.createSavedView, { body: { ...body, page } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.savedViews(page) }),
  });
}

export function useDeleteViewMutation(page: SavedViewPage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(ticketEndpoints.deleteSavedView, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.savedViews(page) }),
  });
}
