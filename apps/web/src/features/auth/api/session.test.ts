import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ability } from '@/lib/ability.ts';
import { getAccessToken, getStoredUser, setSession } from '@/lib/session.ts';
import { getStoredBranding } from '@/lib/theme/branding.ts';
import { initialsOf } from '@/lib/initials.ts';
import { endSession, fetchMe } from './session.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const serverUser = {
  id: '6b7a1c9e-0000-4000-8000-000000000001',
  name: 'Priya Raman',
  username: 'priya',
  email: 'manager@northwind.example',
  language: 'en',
  avatar: null,
  roles: ['Facilities Manager'],
  permissions: [{ action: 'read', subject: 'buildings' }],
  entity: {
    id: '6b7a1c9e-0000-4000-8000-0000000000aa',
    name: 'Northwind Facilities',
    primary_color: '#224466',
    highlight_color: '#3db5c2',
    logo: null,
  },
};

describe('the signed-in user', () => {
  it("replaces the stored user, rules and branding with the server's answer", async () => {
    setSession({ token: 'token', user: { id: 'old', name: 'Old', permissions: [] } });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ user: serverUser }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await fetchMe();
    expect(getStoredUser()?.name).toBe('Priya Raman');
    expect(ability.can('read', 'buildings')).toBe(true);
    expect(ability.can('read', 'organisation')).toBe(false);
    expect(getStoredBranding().primaryColor).toBe('#224466');
  });

  it('forgets everything on sign-out', () => {
    setSession({ token: 'token', user: { id: 'u', name: 'U' } });
    const clearCache = vi.fn();
    endSession(clearCache);
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(ability.rules).toEqual([]);
    expect(clearCache).toHaveBeenCalledOnce();
  });

  it('shows initials for the avatar', () => {
    expect(initialsOf('Priya Raman')).toBe('PR');
    expect(initialsOf('Marco Antonio Rossi')).toBe('MR');
    expect(initialsOf('Aisha')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});
