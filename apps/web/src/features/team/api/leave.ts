/** GET and POST /v1/team/leave, DELETE /v1/team/leave/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateLeaveRequest, TLeaveListQuery } from '@mainstay/contracts';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export const leaveQueryOptions = (params: TLeaveListQuery) =>
  queryOptions({
    queryKey: teamKeys.leaveList(params),
    queryFn: ({ signal }) => call(teamEndpoints.listLeave, { query: { ...params }, signal }),
  });

export function useLeaveQuery(params: TLeaveListQuery) {
  return useQuery(leaveQueryOptions(params));
}

/** Leave shows in the leave list, on member pages and as "on leave today" in the members list. */
function useLeaveMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.leave() }),
        queryClient.invalidateQueries({ queryKey: teamKeys.members() }),
      ]),
  });
}

export function useCreateLeaveMutation() {
  return useLeaveMutation((body: TCreateLeaveRequest) => call(teamEndpoints.createLeave, { body }));
}

export function useDeleteLeaveMutation() {
  return useLeaveMutation((id: string) => call(teamEndpoints.deleteLeave, { params: { id } }));
}
