import { describe, expect, it } from 'vitest';
import { ability, setAbilityRules } from './ability.ts';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
  isLoggedIn,
  refreshSession,
  setSession,
} from './session.ts';

describe('session', () => {
  it('stores the token and the user in cookies and reads them back', () => {
    setSession({
      token: 'tok-1',
      user: { id: 1, email: 'a@b.co', permissions: [{ action: 'read', subject: 'tags' }] },
    });
    expect(document.cookie).toContain('accessToken=tok-1');
    expect(getAccessToken()).toBe('tok-1');
    expect(getStoredUser()).toEqual({ id: 1, email: 'a@b.co' });
    expect(isLoggedIn()).toBe(true);
  });

  it('is logged in only with both a token and a stored user', () => {
    document.cookie = 'accessToken=only-token; Path=/';
    refreshSession();
    expect(getAccessToken()).toBe('only-token');
    expect(isLoggedIn()).toBe(false);

    document.cookie = 'accessToken=; Path=/; Max-Age=0';
    document.cookie = `userData=${encodeURIComponent(JSON.stringify({ id: 3 }))}; Path=/`;
    refreshSession();
    expect(getStoredUser()).toEqual({ id: 3 });
    expect(isLoggedIn()).toBe(false);

    document.cookie = 'accessToken=both; Path=/';
    refreshSession();
    expect(isLoggedIn()).toBe(true);
  });

  it('ignores a corrupted user cookie', () => {
    document.cookie = 'accessToken=t; Path=/';
    document.cookie = 'userData=%7Bnot-json; Path=/';
    refreshSession();
    expect(getStoredUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('clears token, user and ability rules', () => {
    setSession({ token: 'tok-3', user: { id: 4 } });
    setAbilityRules([{ action: 'read', subject: 'tags' }]);
    expect(ability.can('read', 'tags')).toBe(true);
    clearSession();
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(ability.can('read', 'tags')).toBe(false);
    expect(localStorage.getItem('userAbilityRules')).toBeNull();
  });
});
