/** GET/POST /v1/roles and PATCH/DELETE /v1/roles/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateRoleRequest, TUpdateRoleRequest } from '@mainstay/contracts';
import { accessEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { accessKeys } from './keys.ts';

export const fetchRoles = () => call(accessEndpoints.listRoles);

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
    mutationFn: (body: TCreateRoleRequest) => call(accessEndpoints.createRole, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateRoleRequest & { id: string }) =>
      call(accessEndpoints.updateRole, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRoleMutation() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: string) => call(accessEndpoints.deleteRole, { params: { id } }),
    onSuccess: invalidate,
  });
}
