/**
 * WCAG 2 contrast: the ratio between two colours' relative luminances, from 1:1 to 21:1.
 * Body text needs at least 4.5:1 (success criterion 1.4.3, level AA).
 */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX6 = /^#([0-9a-f]{6})$/i;

/** Only complete `#rrggbb` colours are accepted (what the server stores). */
export function isCompleteHexColor(value: string): boolean {
  return HEX6.test(value.trim());
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = HEX6.exec(hex.trim());
  if (!match?.[1]) return 0;
  const number = Number.parseInt(match[1], 16);
  const [r, g, b] = [(number >> 16) & 255, (number >> 8) & 255, number & 255].map(channel);
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** True when white text on this background is below the WCAG AA minimum. */
export function whiteTextIsHardToRead(background: string): boolean {
  return contrastRatio(background, '#ffffff') < MIN_TEXT_CONTRAST;
}
