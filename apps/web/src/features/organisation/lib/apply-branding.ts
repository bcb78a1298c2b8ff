/**
 * After a branding change: the new colours and logo go into the stored user's entity and
 * localStorage at once (the theme re-renders from them), the cached organisation is replaced,
 * and `me` is refetched so every part of the app agrees. Other members get the new branding
 * from login or `me` at their next load.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TOrganisation } from '@mainstay/contracts';
import { getStoredUser, setStoredUser } from '@/lib/session.ts';
import { setBranding } from '@/lib/theme/branding.ts';
import { ORGANISATION_QUERY_KEY } from '../api/organisation.ts';

export function applyOrganisation(queryClient: QueryClient, organisation: TOrganisation): void {
  const branding = {
    primary_color: organisation.primary_color,
    highlight_color: organisation.highlight_color,
    logo: organisation.logo?.url ?? null,
  };
  const user = getStoredUser();
  if (user?.entity) setStoredUser({ ...user, entity: { ...user.entity, ...branding } });
  setBranding(branding);
  queryClient.setQueryData(ORGANISATION_QUERY_KEY, organisation);
  void queryClient.invalidateQueries({ queryKey: ['auth', 'me'] });
}
