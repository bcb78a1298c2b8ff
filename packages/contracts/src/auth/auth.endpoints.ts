/**
 * Signing in and out, the current session and the demo accounts.
 */
import { defineEndpoint } from '../endpoints/define.ts';
import { ZDemoAccountsResponse } from './demo-accounts.ts';
import { ZLoginRequest, ZLoginResponse, ZLogoutResponse, ZMeResponse } from './session.ts';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/v1/auth/login',
    body: ZLoginRequest,
    responses: { 200: ZLoginResponse },
    errors: [401, 403, 422, 429],
    access: { public: true },
    tags: ['auth'],
    summary: 'Sign in with e-mail and password; returns an access token and the user',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/v1/auth/logout',
    responses: { 200: ZLogoutResponse },
    errors: [401, 403],
    access: { signedIn: true, withoutOrganisation: true },
    tags: ['auth'],
    summary: 'Sign out: revokes the access token used for this call',
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/v1/auth/me',
    responses: { 200: ZMeResponse },
    errors: [401, 403],
    access: { signedIn: true, withoutOrganisation: true },
    tags: ['auth'],
    summary: 'The signed-in user with their permissions and organisation',
  }),
  demoAccounts: defineEndpoint({
    method: 'GET',
    path: '/v1/auth/demo-accounts',
    responses: { 200: ZDemoAccountsResponse },
    errors: [404],
    access: { public: true },
    tags: ['auth'],
    summary: 'Sign-in details of the demo organisation, when it was seeded',
  }),
};
