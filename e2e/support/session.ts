// Puts a signed-in session into the browser the way the app keeps one: the access token and the
// user in cookies (path '/'), the ability rules in localStorage, and answers the app's refresh
// of the user (GET /v1/auth/me) with that same user and every other API call with an empty
// list. Lets the guard and menu tests run with any set of rules; the sign-in journeys use real
// accounts (login.spec.ts).
import type { BrowserContext } from '@playwright/test';

export interface Rule {
  action: 'read' | 'write' | 'add' | 'manage';
  subject: string;
}

export const demoUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Olivia Owner',
  username: 'olivia',
  email: 'owner@northwind.example',
  language: 'en',
  avatar: null,
  roles: ['Owner'],
  entity: {
    id: 'org',
    name: 'Northwind Facilities',
    primary_color: '#10c0d2',
    highlight_color: '#3db5c2',
    logo: null,
  },
};

export async function signIn(
  context: BrowserContext,
  baseURL: string,
  rules: Rule[],
): Promise<void> {
  const user = { ...demoUser, permissions: rules };
  await context.addCookies([
    { name: 'accessToken', value: 'e2e-token', url: baseURL },
    { name: 'userData', value: encodeURIComponent(JSON.stringify(user)), url: baseURL },
  ]);
  // The session is made up, so the server would refuse its token: pages' own data calls get
  // an empty answer instead (an empty list), and show their empty states around the shell.
  await context.route('**/api/v1/**', (route) => {
    const json = (body: unknown) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    if (new URL(route.request().url()).pathname.endsWith('/auth/me')) return json({ user });
    return json({ data: [], total: 0, page: 1, per_page: 10 });
  });
  await context.addInitScript((stored) => {
    if (!window.localStorage.getItem('userAbilityRules')) {
      window.localStorage.setItem('userAbilityRules', stored);
    }
  }, JSON.stringify(rules));
}

export const everything: Rule[] = [{ action: 'manage', subject: 'all' }];
