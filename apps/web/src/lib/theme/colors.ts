/** Colour defaults and validation shared by the theme, branding and tests. */
export const DEFAULT_PRIMARY_COLOR = '#10c0d2';
export const DEFAULT_HIGHLIGHT_COLOR = '#3db5c2';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Returns the colour as `#rrggbb`/`#rgb` when it is a hex colour (with or without '#'), else null. */
export function normalizeHexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = HEX.exec(value.trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

export function isHexColor(value: unknown): boolean {
  return normalizeHexColor(value) !== null;
}
