/**
 * A kind's categories as the settings dialog manages them (GET/POST {kind}/categories,
 * PATCH/DELETE {kind}/categories/:id), with how many tickets use each.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTicketCategoryListResponse, TTicketKind, TTicketRef } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

export type TicketCategoryRow = TTicketCategoryListResponse['data'][number];

const categoriesPath = (kind: TTicketKind) => `${TICKET_KINDS[kind].api}/categories`;
const categoryPath = (kind: TTicketKind, id: string) =>
  `${categoriesPath(kind)}/${encodeURIComponent(id)}`;

export function useTicketCategoriesAdminQuery(kind: TTicketKind) {
  return useQuery({
    queryKey: ticketsKeys.categories(kind),
    queryFn: ({ signal }) => api.get<TTicketCategoryListResponse>(categoriesPath(kind), { signal }),
  });
}

export function useSaveTicketCategoryMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? api.patch<TTicketRef>(categoryPath(kind, id), { name })
        : api.post<TTicketRef>(categoriesPath(kind), { name }),
    // Forms and filters of the kind list categories too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}

export function useDeleteTicketCategoryMutation(kind: TTicketKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(categoryPath(kind, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsKeys.kind(kind) }),
  });
}
