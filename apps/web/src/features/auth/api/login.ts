/**
 * POST /v1/auth/login: on success the session, the ability rules and the branding are set
 * (spec section 4, "Login sets the session, the permissions and the branding").
 */
import type { TLoginRequest, TLoginResponse } from '@mainstay/contracts';
import { sanitizeRules } from '@mainstay/permissions';
import { setAbilityRules } from '@/lib/ability-rules.ts';
import { ApiError } from '@/lib/api-client.ts';
import { callLazily } from '@/lib/call-lazily.ts';
import { setSession, type SessionUser } from '@/lib/session.ts';
import { setBranding } from '@/lib/theme/branding.ts';

export type LoginRequest = TLoginRequest;

/** What the app keeps of a sign-in: the contract's user, kept as the session's user. */
export interface LoginResponse {
  token: string;
  user: SessionUser;
}

export const DEVICE_NAME = 'Mainstay web';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response: Partial<TLoginResponse> | undefined = await callLazily(
    async () => (await import('@mainstay/contracts/auth-endpoints')).authEndpoints.login,
    { body },
  );
  if (!response?.token || !response.user) {
    throw new ApiError({ message: 'Login failed', status: 200, code: 'UNKNOWN' });
  }
  return { token: response.token, user: response.user };
}

/** Stores what a successful login returned. */
export function startSession({ token, user }: LoginResponse): void {
  setSession({ token, user });
  setAbilityRules(sanitizeRules(user.permissions));
  setBranding(user.entity ?? {});
}
