/**
 * A kind's categories as the settings dialog manages them (GET/POST {kind}/categories,
 * PATCH/DELETE {kind}/categories/:id), with how many tickets use each.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTicketCategoryListResponse, TTicketKind } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export type TicketCategoryRow = TTicketCategoryListResponse['data'][number];

export function useTicketCategoriesAdminQuery(kind: TTicketKind) {
  return useQuery({
    queryKey: ticketsKeys.categories(kind),
    queryFn: ({ signal }) => call(TICKET_KINDS[kind].api.listCategories, { signal }),
  });
}

export function useSaveTicketCategoryMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? call(TICKET_KINDS[kind].api.renameCategory, { params: { id }, body: { name } })
        : call(TICKET_KINDS[kind].api.createCategory, { body: { name } }),
    // Forms and filters of the kind list categories too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}

export function useDeleteTicketCategoryMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(TICKET_KINDS[kind].api.deleteCategory, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}
