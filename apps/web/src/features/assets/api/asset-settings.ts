/**
 * The organisation's asset categories (/v1/asset-categories) and custom fields
 * (/v1/asset-custom-fields): lists for forms and filters, and changes for the settings dialog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAssetCategory,
  TAssetCategoryListResponse,
  TAssetCustomField,
  TAssetCustomFieldListResponse,
  TCreateAssetCustomFieldRequest,
  TUpdateAssetCustomFieldRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { assetsKeys } from './keys.ts';

export function useAssetCategoriesQuery() {
  return useQuery({
    queryKey: assetsKeys.categories(),
    queryFn: ({ signal }) =>
      api.get<TAssetCategoryListResponse>('/v1/asset-categories', { signal }),
    staleTime: 60_000,
  });
}

export function useAssetCustomFieldsQuery() {
  return useQuery({
    queryKey: assetsKeys.customFields(),
    queryFn: ({ signal }) =>
      api.get<TAssetCustomFieldListResponse>('/v1/asset-custom-fields', { signal }),
    staleTime: 60_000,
  });
}

const categoryPath = (id: string) => `/v1/asset-categories/${encodeURIComponent(id)}`;
const fieldPath = (id: string) => `/v1/asset-custom-fields/${encodeURIComponent(id)}`;

export function useSaveCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? api.patch<TAssetCategory>(categoryPath(id), { name })
        : api.post<TAssetCategory>('/v1/asset-categories', { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(categoryPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.categories() }),
  });
}

export function useSaveCustomFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string | null;
      body: TCreateAssetCustomFieldRequest | TUpdateAssetCustomFieldRequest;
    }) =>
      id
        ? api.patch<TAssetCustomField>(fieldPath(id), body)
        : api.post<TAssetCustomField>('/v1/asset-custom-fields', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.customFields() }),
  });
}

export function useDeleteCustomFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(fieldPath(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
