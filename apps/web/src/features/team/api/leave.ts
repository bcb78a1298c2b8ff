/** GET and POST /v1/team/leave, DELETE /v1/team/leave/:id. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateLeaveRequest,
  TLeave,
  TLeaveListQuery,
  TLeaveListResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export const leaveQueryOptions = (params: TLeaveListQuery) =>
  queryOptions({
    queryKey: teamKeys.leaveList(params),
    queryFn: ({ signal }) =>
      api.get<TLeaveListResponse>('/v1/team/leave', { query: { ...params }, signal }),
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
  return useLeaveMutation((body: TCreateLeaveRequest) => api.post<TLeave>('/v1/team/leave', body));
}

export function useDeleteLeaveMutation() {
  return useLeaveMutation((id: string) =>
    api.delete<void>(`/v1/team/leave/${encodeURIComponent(id)}`),
  );
}
