/** GET /v1/profile/sessions, DELETE /v1/profile/sessions/:id and DELETE /v1/profile/sessions. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfileSessionsResponse, TRevokeSessionsResponse } from '@mainstay/contracts';
import { profileEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const SESSIONS_QUERY_KEY = ['profile', 'sessions'] as const;

export function fetchSessions(): Promise<TProfileSessionsResponse> {
  return call(profileEndpoints.listSessions);
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: SESSIONS_QUERY_KEY, queryFn: fetchSessions });

export function useSessionsQuery() {
  return useQuery(sessionsQueryOptions());
}

export function revokeSession(id: string): Promise<TRevokeSessionsResponse> {
  return call(profileEndpoints.revokeSession, { params: { id } });
}

export function revokeOtherSessions(): Promise<TRevokeSessionsResponse> {
  return call(profileEndpoints.revokeOtherSessions);
}

function useSessionsMutation<TInput>(
  mutationFn: (input: TInput) => Promise<TRevokeSessionsResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeSessionMutation() {
  return useSessionsMutation(revokeSession);
}

export function useRevokeOtherSessionsMutation() {
  return useSessionsMutation(() => revokeOtherSessions());
}
