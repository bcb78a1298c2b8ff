/**
 * The organisation's asset categories (/v1/asset-categories) and custom fields
 * (/v1/asset-custom-fields): lists for forms and filters, and changes for the settings dialog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateAssetCustomFieldRequest,
  TUpdateAssetCustomFieldRequest,
} from '@mainstay/contracts';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export function useAssetCategoriesQuery() {
  return useQuery({
    queryKey: assetsKeys.categories(),
    queryFn: ({ signal }) => call(assetEndpoints.listAssetCategories, { signal }),
    staleTime: 60_000,
  });
}

export function useAssetCustomFieldsQuery() {
  return useQuery({
    queryKey: assetsKeys.customFields(),
    queryFn: ({ signal }) => call(assetEndpoints.listAssetCustomFields, { signal }),
    staleTime: 60_000,
  });
}

export function useSaveCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? call(assetEndpoints.updateAssetCategory, { params: { id }, body: { name } })
        : call(assetEndpoints.createAssetCategory, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}

export function useDeleteCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(assetEndpoints.deleteAssetCategory, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.categories() }),
  });
}

export function useSaveCustomFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: string; body: TUpdateAssetCustomFieldRequest }
        | { id: null; body: TCreateAssetCustomFieldRequest },
    ) =>
      input.id === null
        ? call(assetEndpoints.createAssetCustomField, { body: input.body })
        : call(assetEndpoints.updateAssetCustomField, {
            params: { id: input.id },
            body: input.body,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.customFields() }),
  });
}

export function useDeleteCustomFieldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(assetEndpoints.deleteAssetCustomField, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
  });
}
