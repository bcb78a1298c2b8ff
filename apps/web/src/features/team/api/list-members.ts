/** GET /v1/team/members: a page of members, searchable and filtered by team, role or status. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamMemberListQuery } from '@mainstay/contracts';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export type MemberListParams = Partial<TTeamMemberListQuery>;

export function fetchMembers(params: MemberListParams, signal?: AbortSignal) {
  return call(teamEndpoints.listMembers, { query: { ...params }, signal });
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
