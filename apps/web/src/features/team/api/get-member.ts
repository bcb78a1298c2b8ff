/** GET /v1/team/members/:id: a member's profile, leave and assigned work. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: ({ signal }) => call(teamEndpoints.getMember, { params: { id }, signal }),
  });

export function useMemberQuery(id: string) {
  return useQuery(memberQueryOptions(id));
}
