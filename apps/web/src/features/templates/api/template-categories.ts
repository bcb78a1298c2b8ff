/**
 * GET/POST /v1/template-categories and PATCH/DELETE /v1/template-categories/:id: the categories
 * templates are filed under, with how many templates each holds.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { templateEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { templatesKeys } from './keys.ts';

export function useTemplateCategoriesQuery() {
  return useQuery({
    queryKey: templatesKeys.categories(),
    queryFn: ({ signal }) => call(templateEndpoints.listCategories, { signal }),
  });
}

export function useSaveTemplateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string | null; name: string }) =>
      id
        ? call(templateEndpoints.updateCategory, { params: { id }, body: { name } })
        : call(templateEndpoints.createCategory, { body: { name } }),
    // The list shows each template's category by name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.all }),
  });
}

export function useDeleteTemplateCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(templateEndpoints.deleteCategory, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKeys.all }),
  });
}
