/** POST /v1/profile/password: the other devices are signed out, so their list is refreshed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest, TChangePasswordResponse } from '@mainstay/contracts';
import { profileEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { SESSIONS_QUERY_KEY } from './sessions.ts';

export function changePassword(body: TChangePasswordRequest): Promise<TChangePasswordResponse> {
  return call(profileEndpoints.changePassword, { body });
}

export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
