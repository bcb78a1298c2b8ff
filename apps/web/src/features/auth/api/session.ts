/**
 * The signed-in user, refreshed from GET /v1/auth/me while the app is open (spec section 6:
 * rules come "from the user's permissions list at login or from the profile call"), and
 * signing out with POST /v1/auth/logout.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMeResponse } from '@mainstay/contracts';
import { authEndpoints } from '@mainstay/contracts';
import { sanitizeRules } from '@mainstay/permissions';
import { paths } from '@/config/paths.ts';
import { setAbilityRules } from '@/lib/ability.ts';
import { call } from '@/lib/endpoint-client.ts';
import { clearSession, setStoredUser } from '@/lib/session.ts';
import { resetBranding, setBranding } from '@/lib/theme/branding.ts';

export async function fetchMe(): Promise<TMeResponse['user']> {
  const { user } = await call(authEndpoints.me);
  // What the server says now replaces what was stored at sign-in.
  setStoredUser(user);
  setAbilityRules(sanitizeRules(user.permissions));
  if (user.entity) setBranding(user.entity);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: fetchMe, staleTime: 5 * 60_000 });

/** Keeps the stored user, rules and branding in step with the server while signed in. */
export function useMeQuery(enabled: boolean) {
  return useQuery({ ...meQueryOptions(), enabled });
}

/** Forgets the session in this browser: token, user, rules, branding and cached data. */
export function endSession(clearCache: () => void): void {
  clearSession();
  resetBranding();
  clearCache();
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Signing out must work even when the server cannot be reached: the local session goes
    // whatever the answer.
    mutationFn: () => call(authEndpoints.logout).catch(() => undefined),
    onSettled: () => {
      endSession(() => queryClient.clear());
      // A fresh page load leaves nothing of the signed-in user in memory.
      window.location.assign(paths.auth.login);
    },
  });
}
