/**
 * GET and PATCH /v1/profile. Saving refreshes the signed-in user (the me query), so the account
 * menu shows the new name at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProfile, TUpdateProfileRequest } from '@mainstay/contracts';
import { profileEndpoints } from '@mainstay/contracts';
import { meQueryOptions } from '@/features/auth';
import { call } from '@/lib/endpoint-client.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

export function fetchProfile(): Promise<TProfile> {
  return call(profileEndpoints.getProfile);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: fetchProfile });

export function useProfileQuery() {
  return useQuery(profileQueryOptions());
}

export function updateProfile(body: TUpdateProfileRequest): Promise<TProfile> {
  return call(profileEndpoints.updateProfile, { body });
}

/** Puts a fresh profile in the cache and has the signed-in user read again. */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  return async (profile?: TProfile) => {
    if (profile) queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
    else await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    // Read now, mounted or not; a failure here must not make the save look failed.
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).catch(() => undefined);
  };
}

export function useUpdateProfileMutation() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => saved(profile) });
}
