/** GET /v1/team/members: a page of members, searchable and filtered by team, role or status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamMemberListQuery, TTeamMemberListResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export type MemberListParams = Partial<TTeamMemberListQuery>;

export function fetchMembers(params: MemberListParams, signal?: AbortSignal) {
  return api.get<TTeamMemberListResponse>('/v1/team/members', { query: { ...params }, signal });
}

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: teamKeys.memberList(params),
    queryFn: ({ signal }) => fetchMembers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMembersQuery(params: MemberListParams, enabled = true) {
  return useQuery({ ...membersQueryOptions(params), enabled });
}
