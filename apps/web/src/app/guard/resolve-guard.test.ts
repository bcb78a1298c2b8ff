import { describe, expect, it } from 'vitest';
import { defineAbilityFor, type PermissionRule } from '@mainstay/permissions';
import { resolveGuard, safeReturnPath, type GuardInput, type GuardMeta } from './resolve-guard.ts';

const PUBLIC: GuardMeta = { layout: 'blank', public: true };
const VISITOR: GuardMeta = { layout: 'blank', public: false, unauthenticatedOnly: true };
const ROOT: GuardMeta = { layout: 'default', public: false };
const BUILDINGS: GuardMeta = {
  layout: 'default',
  public: false,
  permission: { action: 'read', subject: 'buildings' },
};
const TEMPLATES: GuardMeta = {
  layout: 'default',
  public: false,
  permission: { action: 'add', subject: 'templates' },
  permissions: [{ action: 'read', subject: 'forms' }],
};
const REACTIVE_DETAIL: GuardMeta = {
  layout: 'default',
  public: false,
  ticketDetail: true,
  permission: { action: 'read', subject: 'reactive task' },
};

function guard(input: Partial<GuardInput> & { rules?: PermissionRule[] }) {
  const { rules = [], ...rest } = input;
  return resolveGuard({
    pathname: '/',
    search: '',
    meta: PUBLIC,
    loggedIn: false,
    ability: defineAbilityFor(rules),
    ...rest,
  });
}

describe('resolveGuard', () => {
  describe('(a) feedback links', () => {
    it('stores a reactive ticket id and drops it from the path, keeping the query', () => {
      expect(
        guard({ pathname: '/reactive-tickets/42/feedback/feedback', search: '?t=abc' }),
      ).toEqual({
        type: 'redirect',
        to: '/reactive-tickets/feedback/feedback?t=abc',
        store: { feedbackTicketId: '42' },
      });
    });

    it('handles general ticket reopen links', () => {
      expect(guard({ pathname: '/general-tickets/7/feedback/reopen' })).toEqual({
        type: 'redirect',
        to: '/general-tickets/feedback/reopen',
        store: { feedbackTicketId: '7' },
      });
    });

    it('stores a PPM task id under feedbackTaskId', () => {
      expect(guard({ pathname: '/ppm-tasks/15/feedback/reopen', search: 't=x' })).toEqual({
        type: 'redirect',
        to: '/ppm-tasks/feedback/reopen?t=x',
        store: { feedbackTaskId: '15' },
      });
    });

    it('ignores non-numeric ticket ids and the id-less page itself', () => {
      expect(guard({ pathname: '/reactive-tickets/abc/feedback/feedback' })).toEqual({
        type: 'allow',
      });
      expect(guard({ pathname: '/reactive-tickets/feedback/feedback' })).toEqual({ type: 'allow' });
      expect(guard({ pathname: '/ppm-tasks/feedback/feedback' })).toEqual({ type: 'allow' });
    });

    it('comes before every other rule, even for a signed-in user with a reset link', () => {
      const result = guard({
        pathname: '/reactive-tickets/9/feedback/feedback',
        search: '?token=t&email=a@b.co',
        meta: BUILDINGS,
        loggedIn: true,
      });
      expect(result).toMatchObject({ type: 'redirect', store: { feedbackTicketId: '9' } });
    });
  });

  describe('(b) reset links', () => {
    it('stores token and email and goes to the reset page', () => {
      expect(guard({ pathname: '/somewhere', search: '?token=T1&email=a%40b.co' })).toEqual({
        type: 'redirect',
        to: '/auth/reset-password',
        store: { resetToken: 'T1', resetEmail: 'a@b.co' },
      });
    });

    it('beats the public rule (and redirects off the reset page query itself)', () => {
      expect(
        guard({ pathname: '/auth/reset-password', search: '?token=T&email=e@x.io', meta: PUBLIC }),
      ).toMatchObject({ type: 'redirect', to: '/auth/reset-password' });
    });

    it('needs both parameters', () => {
      expect(guard({ pathname: '/contact-us', search: '?token=T' })).toEqual({ type: 'allow' });
      expect(guard({ pathname: '/contact-us', search: '?email=e@x.io' })).toEqual({
        type: 'allow',
      });
    });
  });

  describe('(c) public routes', () => {
    it('pass for visitors and signed-in users alike', () => {
      expect(guard({ pathname: '/contact-us', meta: PUBLIC })).toEqual({ type: 'allow' });
      expect(guard({ pathname: '/contact-us', meta: PUBLIC, loggedIn: true })).toEqual({
        type: 'allow',
      });
    });
  });

  describe('(e) visitor-only routes', () => {
    it('let a visitor in', () => {
      expect(guard({ pathname: '/auth/login', meta: VISITOR })).toEqual({ type: 'allow' });
    });

    it('send a signed-in user to the dashboards', () => {
      expect(guard({ pathname: '/auth/login', meta: VISITOR, loggedIn: true })).toEqual({
        type: 'redirect',
        to: '/dashboards/crm',
      });
    });

    it('send a signed-in user on to a same-app `to` target, never elsewhere', () => {
      expect(
        guard({
          pathname: '/auth/login',
          search: '?to=%2Fassets%2Fassets',
          meta: VISITOR,
          loggedIn: true,
        }),
      ).toEqual({ type: 'redirect', to: '/assets/assets' });
      expect(
        guard({
          pathname: '/auth/login',
          search: '?to=//evil.example',
          meta: VISITOR,
          loggedIn: true,
        }),
      ).toEqual({ type: 'redirect', to: '/dashboards/crm' });
    });
  });

  describe('(d) + (f) signed-in users and permissions', () => {
    it('allows a signed-in user holding the permission', () => {
      expect(
        guard({
          pathname: '/buildings/buildings',
          meta: BUILDINGS,
          loggedIn: true,
          rules: [{ action: 'read', subject: 'buildings' }],
        }),
      ).toEqual({ type: 'allow' });
    });

    it('sends a signed-in user lacking it to not-authorized', () => {
      expect(
        guard({
          pathname: '/buildings/buildings',
          meta: BUILDINGS,
          loggedIn: true,
          rules: [{ action: 'read', subject: 'assets' }],
        }),
      ).toEqual({ type: 'redirect', to: '/auth/not-authorized' });
    });

    it('lands a user without the dashboards on their first page instead of a dead end', () => {
      const DASHBOARD: GuardMeta = {
        layout: 'default',
        public: false,
        permission: { action: 'read', subject: 'dashboard' },
      };
      const landing = { pathname: '/dashboards/crm', meta: DASHBOARD, loggedIn: true };
      expect(
        guard({
          ...landing,
          rules: [
            { action: 'read', subject: 'general tickets' },
            { action: 'read', subject: 'profile' },
          ],
        }),
      ).toEqual({ type: 'redirect', to: '/general-tickets/generals' });
      expect(guard({ ...landing, rules: [{ action: 'read', subject: 'profile' }] })).toEqual({
        type: 'redirect',
        to: '/user-profile',
      });
      expect(guard({ ...landing, rules: [] })).toEqual({
        type: 'redirect',
        to: '/auth/not-authorized',
      });
    });

    it('treats someone with rules but no session (no token or no user) as a visitor', () => {
      // `loggedIn` is token AND user (session.test.ts proves isLoggedIn); rules alone grant nothing.
      expect(
        guard({
          pathname: '/buildings/buildings',
          meta: BUILDINGS,
          loggedIn: false,
          rules: [{ action: 'manage', subject: 'all' }],
        }),
      ).toEqual({ type: 'redirect', to: '/auth/login?to=%2Fbuildings%2Fbuildings' });
    });

    it('requires both rules on the templates route', () => {
      const templates = { pathname: '/templates/templates', meta: TEMPLATES, loggedIn: true };
      expect(guard({ ...templates, rules: [{ action: 'add', subject: 'templates' }] })).toEqual({
        type: 'redirect',
        to: '/auth/not-authorized',
      });
      expect(guard({ ...templates, rules: [{ action: 'read', subject: 'forms' }] })).toEqual({
        type: 'redirect',
        to: '/auth/not-authorized',
      });
      expect(
        guard({
          ...templates,
          rules: [
            { action: 'add', subject: 'templates' },
            { action: 'read', subject: 'forms' },
          ],
        }),
      ).toEqual({ type: 'allow' });
    });

    it('lets `manage all` open everything', () => {
      expect(
        guard({
          pathname: '/templates/templates',
          meta: TEMPLATES,
          loggedIn: true,
          rules: [{ action: 'manage', subject: 'all' }],
        }),
      ).toEqual({ type: 'allow' });
    });

    it('allows a signed-in user on the root (it then redirects to the landing page)', () => {
      expect(guard({ pathname: '/', meta: ROOT, loggedIn: true })).toEqual({ type: 'allow' });
    });
  });

  describe('(g) visitors on protected routes', () => {
    it('go to login with the wanted path and query in `to`', () => {
      expect(guard({ pathname: '/assets/12', search: '?tab=files', meta: BUILDINGS })).toEqual({
        type: 'redirect',
        to: '/auth/login?to=%2Fassets%2F12%3Ftab%3Dfiles',
      });
    });

    it('omit `to` when the wanted path is the root', () => {
      expect(guard({ pathname: '/', meta: ROOT })).toEqual({ type: 'redirect', to: '/auth/login' });
    });
  });

  describe('(h) ticket detail routes', () => {
    const detail = { pathname: '/reactive-tickets/5', meta: REACTIVE_DETAIL, loggedIn: true };

    it('open to readers of the ticket subject', () => {
      expect(guard({ ...detail, rules: [{ action: 'read', subject: 'reactive task' }] })).toEqual({
        type: 'allow',
      });
    });

    it('open to readers of my jobs', () => {
      expect(guard({ ...detail, rules: [{ action: 'read', subject: 'my jobs' }] })).toEqual({
        type: 'allow',
      });
      expect(
        guard({
          pathname: '/ppm-tasks/3',
          meta: { ...REACTIVE_DETAIL, permission: { action: 'read', subject: 'ppm tasks' } },
          loggedIn: true,
          rules: [{ action: 'read', subject: 'my jobs' }],
        }),
      ).toEqual({ type: 'allow' });
    });

    it('stay closed to others', () => {
      expect(guard({ ...detail, rules: [{ action: 'read', subject: 'general tickets' }] })).toEqual(
        {
          type: 'redirect',
          to: '/auth/not-authorized',
        },
      );
    });

    it('send visitors to login', () => {
      expect(guard({ ...detail, loggedIn: false })).toEqual({
        type: 'redirect',
        to: '/auth/login?to=%2Freactive-tickets%2F5',
      });
    });
  });
});

describe('safeReturnPath', () => {
  it('keeps app paths and refuses other origins', () => {
    expect(safeReturnPath('/tags/tags?x=1')).toBe('/tags/tags?x=1');
    expect(safeReturnPath('https://evil.example')).toBe('/dashboards/crm');
    expect(safeReturnPath('/\\evil.example')).toBe('/dashboards/crm');
    expect(safeReturnPath(null)).toBe('/dashboards/crm');
  });
});
