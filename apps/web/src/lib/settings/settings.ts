/**
 * Layout and appearance preferences (spec section 4, "Interface states"): what they are, their
 * defaults, and how they are read from and written to localStorage. Pure functions, so the
 * React context and the pre-paint script (`public/theme-init.js`) agree on one format.
 */
import { STORAGE_KEYS } from '../storage-keys.ts';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const SKINS = ['default', 'bordered'] as const;
export const NAVIGATION_LAYOUTS = ['vertical', 'horizontal'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'hidden'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedThemeMode = Exclude<ThemeMode, 'system'>;
export type Skin = (typeof SKINS)[number];
export type NavigationLayout = (typeof NAVIGATION_LAYOUTS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

export interface LayoutSettings {
  mode: ThemeMode;
  skin: Skin;
  navigationLayout: NavigationLayout;
  verticalNavCollapsed: boolean;
  navbarType: NavbarType;
  navbarBlur: boolean;
  footerType: FooterType;
  contentWidth: ContentWidth;
}

export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  mode: 'system',
  skin: 'default',
  navigationLayout: 'vertical',
  verticalNavCollapsed: false,
  navbarType: 'sticky',
  navbarBlur: true,
  footerType: 'static',
  contentWidth: 'boxed',
});

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Keeps every valid field of `raw` and replaces anything missing or malformed by its default. */
export function sanitizeSettings(raw: unknown): LayoutSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  return {
    mode: oneOf(THEME_MODES, source.mode, d.mode),
    skin: oneOf(SKINS, source.skin, d.skin),
    navigationLayout: oneOf(NAVIGATION_LAYOUTS, source.navigationLayout, d.navigationLayout),
    verticalNavCollapsed: bool(source.verticalNavCollapsed, d.verticalNavCollapsed),
    navbarType: oneOf(NAVBAR_TYPES, source.navbarType, d.navbarType),
    navbarBlur: bool(source.navbarBlur, d.navbarBlur),
    footerType: oneOf(FOOTER_TYPES, source.footerType, d.footerType),
    contentWidth: oneOf(CONTENT_WIDTHS, source.contentWidth, d.contentWidth),
  };
}

export function readStoredSettings(): LayoutSettings {
  try {
    const text = localStorage.getItem(STORAGE_KEYS.layoutSettings);
    return sanitizeSettings(text ? JSON.parse(text) : null);
  } catch {
    // Corrupt JSON or storage that refuses access (private mode): use the defaults.
    return { ...DEFAULT_SETTINGS };
  }
}

export function writeStoredSettings(settings: LayoutSettings): void {
  try {
    localStorage.setItem(STORAGE_KEYS.layoutSettings, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the preference still applies for this visit.
  }
}
