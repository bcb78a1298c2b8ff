/**
 * GET /v1/users (a page at a time), PATCH /v1/users/:id, POST /v1/users/:id/deactivate and
 * /reactivate. Changing one's own roles refreshes the signed-in user, so the menu follows.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TOrganisationUser,
  TOrganisationUserListQuery,
  TUpdateOrganisationUserRequest,
} from '@mainstay/contracts';
import { accessEndpoints } from '@mainstay/contracts';
import { meQueryOptions } from '@/features/auth';
import { call } from '@/lib/endpoint-client.ts';
import { getStoredUser } from '@/lib/session.ts';
import { accessKeys } from './keys.ts';

export const fetchUsers = (query: TOrganisationUserListQuery) =>
  call(accessEndpoints.listUsers, {
    query: { ...query, search: query.search?.trim() || undefined },
  });

export const usersQueryOptions = (query: TOrganisationUserListQuery) =>
  queryOptions({
    queryKey: accessKeys.userPage(query),
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
  });

export function useUsersQuery(query: TOrganisationUserListQuery) {
  return useQuery(usersQueryOptions(query));
}

async function afterUserChange(queryClient: QueryClient, user: TOrganisationUser) {
  await queryClient.invalidateQueries({ queryKey: accessKeys.all });
  // The signed-in user's own rules may have changed: fetch them again (menu, ability).
  if (String(getStoredUser()?.id ?? '') === user.id) {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  }
}

export function useUpdateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateOrganisationUserRequest & { id: string }) =>
      call(accessEndpoints.updateUser, { params: { id }, body }),
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}

export function useSetUserActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(active ? accessEndpoints.reactivateUser : accessEndpoints.deactivateUser, {
        params: { id },
      }),
    onSuccess: (user) => afterUserChange(queryClient, user),
  });
}
