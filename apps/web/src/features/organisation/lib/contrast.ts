/**
 * What the branding form needs to know about a colour being typed: whether it is complete, and
 * how white text reads on it (WCAG contrast, from the theme's one definition).
 */
import { contrastRatio, MIN_TEXT_CONTRAST } from '@/lib/theme/contrast.ts';

export { contrastRatio, MIN_TEXT_CONTRAST };

const HEX6 = /^#([0-9a-f]{6})$/i;

/** Only complete `#rrggbb` colours are accepted (what the server stores). */
export function isCompleteHexColor(value: string): boolean {
  return HEX6.test(value.trim());
}

/** True when white text on this background is below the WCAG AA minimum. */
export function whiteTextIsHardToRead(background: string): boolean {
  return contrastRatio(background, '#ffffff') < MIN_TEXT_CONTRAST;
}
