/** GET /v1/team/members/:id: a member's profile, leave and assigned work. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamMemberDetail } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) =>
      api.get<TTeamMemberDetail>(`/v1/team/members/${encodeURIComponent(id)}`, { signal }),
  });

export function useMemberQuery(id: string) {
  return useQuery(memberQueryOptions(id));
}
