/**
 * The organisation's branding (primary and highlight colours, logo), set at login and kept in
 * localStorage. A tiny external store, so a change (login, the branding panel, another tab)
 * re-themes the app at once.
 */
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage-keys.ts';
import { DEFAULT_HIGHLIGHT_COLOR, DEFAULT_PRIMARY_COLOR, normalizeHexColor } from './colors.ts';

export interface Branding {
  primaryColor: string;
  highlightColor: string;
  /** URL of the organisation's logo, or null to show the app title only. */
  logo: string | null;
}

/** The shape the server sends (login response, organisation branding). */
export interface BrandingInput {
  primary_color?: string | null;
  highlight_color?: string | null;
  logo?: string | null;
}

export const DEFAULT_BRANDING: Readonly<Branding> = Object.freeze({
  primaryColor: DEFAULT_PRIMARY_COLOR,
  highlightColor: DEFAULT_HIGHLIGHT_COLOR,
  logo: null,
});

const SAFE_LOGO = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpe?g|gif|webp|svg\+xml);)/i;

function normalizeLogo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return SAFE_LOGO.test(trimmed) ? trimmed : null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedRaw = '';
let cached: Branding = { ...DEFAULT_BRANDING };

export function getStoredBranding(): Branding {
  const raw = [STORAGE_KEYS.primaryColor, STORAGE_KEYS.highlightColor, STORAGE_KEYS.logo].map(read);
  const key = JSON.stringify(raw);
  if (key !== cachedRaw) {
    // Same object while storage is unchanged: useSyncExternalStore needs a stable snapshot.
    cachedRaw = key;
    cached = {
      primaryColor: normalizeHexColor(raw[0]) ?? DEFAULT_PRIMARY_COLOR,
      highlightColor: normalizeHexColor(raw[1]) ?? DEFAULT_HIGHLIGHT_COLOR,
      logo: normalizeLogo(raw[2]),
    };
  }
  return cached;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked storage: branding falls back to the defaults.
  }
}

/** Stores valid values; a missing or invalid one is removed so the default applies. */
export function setBranding(input: BrandingInput): void {
  write(STORAGE_KEYS.primaryColor, normalizeHexColor(input.primary_color));
  write(STORAGE_KEYS.highlightColor, normalizeHexColor(input.highlight_color));
  write(STORAGE_KEYS.logo, normalizeLogo(input.logo));
  notify();
}

export function resetBranding(): void {
  write(STORAGE_KEYS.primaryColor, null);
  write(STORAGE_KEYS.highlightColor, null);
  write(STORAGE_KEYS.logo, null);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, getStoredBranding, () => DEFAULT_BRANDING);
}
