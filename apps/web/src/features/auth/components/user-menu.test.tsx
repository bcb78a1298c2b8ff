import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ability, setAbilityRules } from '@/lib/ability.ts';
import { getAccessToken, getStoredUser, setSession } from '@/lib/session.ts';
import { setBranding } from '@/lib/theme/branding.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { initialsOf } from '@/lib/initials.ts';
import { UserMenu } from './user-menu.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSession({ token: 'tok', user: { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' } });
  setAbilityRules([{ action: 'read', subject: 'dashboard' }]);
  setBranding({ primary_color: '#123456', highlight_color: '#654321' });
});
afterEach(() => vi.unstubAllGlobals());

function renderMenu() {
  const view = renderRoutes([{ path: '/', Component: UserMenu }], '/');
  return { user: userEvent.setup(), ...view };
}

describe('UserMenu', () => {
  it('shows initials, named with them, and the name and e-mail in the menu', async () => {
    const { user } = renderMenu();
    // The accessible name holds the visible initials (WCAG 2.5.3, label in name).
    const button = await screen.findByRole('button', { name: 'Account menu: Ada Lovelace, AL' });
    expect(button).toHaveTextContent('AL');
    await user.click(button);
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
    expect(initialsOf('  ')).toBe('?');
  });

  it.each([
    ['answers', () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out when the server %s: session, rules, branding gone', async (_label, answer) => {
    fetchMock.mockImplementation(answer as () => Promise<Response>);
    const { user } = renderMenu();
    await user.click(await screen.findByRole('button', { name: /^Account menu: Ada Lovelace/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    // Signing out then loads /auth/login afresh (window.location), which jsdom does not follow.
    await waitFor(() => expect(getAccessToken()).toBeNull());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(ability.can('read', 'dashboard')).toBe(false);
    expect(localStorage.getItem('primaryColor')).toBeNull();
  });
});
