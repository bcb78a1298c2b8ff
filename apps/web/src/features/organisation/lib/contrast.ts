/**
 * What the branding form needs to know about a colour being typed: whether it is complete, and
 * which shades of it the app uses for text, where the colour itself would be too faint (the
 * theme's one definition, lib/theme/accessible-palette.ts).
 */
import { brandPaletteColor } from '@/lib/theme/accessible-palette.ts';

const HEX6 = /^#([0-9a-f]{6})$/i;

/** Only complete `#rrggbb` colours are accepted (what the server stores). */
export function isCompleteHexColor(value: string): boolean {
  return HEX6.test(value.trim());
}

export interface TextShades {
  light: string;
  dark: string;
  /** True when either mode uses a shade other than the colour itself for text. */
  adjusted: boolean;
}

/** The shades links and outlined buttons take from `color` in light and dark mode. */
export function textShadesOf(color: string): TextShades {
  const light = brandPaletteColor(color, 'light').main;
  const dark = brandPaletteColor(color, 'dark').main;
  const same = (shade: string) => shade.toLowerCase() === color.trim().toLowerCase();
  return { light, dark, adjusted: !same(light) || !same(dark) };
}
