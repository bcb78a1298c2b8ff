/** GET/POST /v1/roles and PATCH/DELETE /v1/roles/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateRoleRequest,
  TMessageResponse,
  TRole,
  TRoleListResponse,
  TUpdateRoleRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { accessKeys } from './keys.ts';

export const fetchRoles = () => api.get<TRoleListResponse>('/v1/roles');

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.roles(), queryFn: fetchRoles });

export function useRolesQuery(enabled = true) {
  return useQuery({ ...rolesQueryOptions(), enabled });
}

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accessKeys.all });
}

export function useCreateRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: TCreateRoleRequest) => api.post<TRole>('/v1/roles', body),
    onSuccess: invalidate,
  });
}

export function useUpdateRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateRoleRequest & { id: string }) =>
      api.patch<TRole>(`/v1/roles/${id}`, body),
    onSuccess: invalidate,
  });
}

export function useDeleteRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: string) => api.delete<TMessageResponse>(`/v1/roles/${id}`),
    onSuccess: invalidate,
  });
}
