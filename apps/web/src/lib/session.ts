/**
 * The signed-in session: the access token and the user, kept in cookies (path '/', SameSite=Lax,
 * Secure on https) so they survive reloads. Logged in means both exist (spec section 2).
 * A small external store lets React re-render when the session changes.
 */
import { useSyncExternalStore } from 'react';
import type { PermissionRule } from '@mainstay/permissions';
import { clearAbilityRules } from './ability-rules.ts';
import { COOKIE_KEYS } from './storage-keys.ts';

export interface SessionEntity {
  primary_color?: string | null;
  highlight_color?: string | null;
  logo?: string | null;
  [key: string]: unknown;
}

/** The user returned by login or the profile call; only the fields the app relies on are named. */
export interface SessionUser {
  id?: string | number;
  name?: string;
  username?: string | null;
  email?: string;
  permissions?: PermissionRule[];
  entity?: SessionEntity | null;
  [key: string]: unknown;
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
}

function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const base = `${encodeURIComponent(name)}=${value === null ? '' : encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
  document.cookie = value === null ? `${base}; Max-Age=0` : base;
}

function readSession(): Session {
  const token = readCookie(COOKIE_KEYS.accessToken) || null;
  let user: SessionUser | null = null;
  const raw = readCookie(COOKIE_KEYS.userData);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      user = typeof parsed === 'object' && parsed !== null ? (parsed as SessionUser) : null;
    } catch {
      user = null;
    }
  }
  return { token, user };
}

let snapshot: Session = readSession();
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = readSession();
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  return snapshot.token;
}

export function getStoredUser(): SessionUser | null {
  return snapshot.user;
}

/** Stores the session. Permissions are kept as ability rules, not in the cookie (size limit). */
export function setSession({ token, user }: { token: string; user: SessionUser }): void {
  const { permissions: _permissions, ...cookieUser } = user;
  writeCookie(COOKIE_KEYS.accessToken, token);
  writeCookie(COOKIE_KEYS.userData, JSON.stringify(cookieUser));
  publish();
}

/** Updates the stored user (e.g. after the profile call) without touching the token. */
export function setStoredUser(user: SessionUser): void {
  const { permissions: _permissions, ...cookieUser } = user;
  writeCookie(COOKIE_KEYS.userData, JSON.stringify(cookieUser));
  publish();
}

/** Ends the session: token, user and ability rules go. */
export function clearSession(): void {
  writeCookie(COOKIE_KEYS.accessToken, null);
  writeCookie(COOKIE_KEYS.userData, null);
  clearAbilityRules();
  publish();
}

export function isLoggedIn(): boolean {
  return Boolean(snapshot.token && snapshot.user);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the cookies, e.g. when another tab may have changed them. */
export function refreshSession(): void {
  publish();
}

export function useSession(): Session & { loggedIn: boolean } {
  const session = useSyncExternalStore(subscribeSession, () => snapshot);
  return { ...session, loggedIn: Boolean(session.token && session.user) };
}
