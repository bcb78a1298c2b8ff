/**
 * Build-time configuration, validated once when the app starts. A bad value stops start-up
 * with a message naming what is wrong. One variable, checked by hand: a schema library here
 * would be part of every page's first load.
 */
export interface WebEnv {
  /** Where the API is: a path on this origin ("/api") or an http(s) URL. */
  VITE_API_BASE: string;
}

const DEFAULT_API_BASE = '/api';

export function parseEnv(source: Record<string, unknown>): WebEnv {
  const value = source.VITE_API_BASE || DEFAULT_API_BASE;
  if (typeof value !== 'string' || !(value.startsWith('/') || /^https?:\/\//.test(value))) {
    throw new Error(
      'Invalid web configuration:\nVITE_API_BASE: must be a path starting with "/" or an http(s) URL',
    );
  }
  return { VITE_API_BASE: value };
}

export const env: WebEnv = parseEnv(import.meta.env);
