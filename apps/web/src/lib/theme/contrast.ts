/**
 * Colour contrast as WCAG 2.2 defines it, and the shades the theme derives from any brand colour
 * so that text reaches 4.5:1 and control edges 3:1 against the background they sit on. Pure
 * functions on `#rrggbb`/`#rgb` colours; the theme and its tests share them.
 */
import { normalizeHexColor } from './colors.ts';

/** WCAG 2.2 minimum ratios (success criteria 1.4.3 and 1.4.11). */
export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_NON_TEXT_CONTRAST = 3;

type Rgb = readonly [number, number, number];

function toRgb(color: string): Rgb {
  const hex = normalizeHexColor(color);
  if (!hex) throw new Error(`Not a hex colour: ${color}`);
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG 2.2, "relative luminance"), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = toRgb(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The lowest contrast of `color` against any of `backgrounds`. */
export function worstContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
}

/** `color` moved towards `target` by `amount` (0: unchanged, 1: the target), channel by channel. */
function mix(color: Rgb, target: Rgb, amount: number): Rgb {
  return color.map((c, i) => c + (target[i]! - c) * amount) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * `color`, or the nearest shade of it (mixed towards black on light backgrounds, towards white
 * on dark ones) that reaches `minRatio` against every background. The hue is kept; the colour
 * changes no more than it must.
 */
export function accessibleShade(
  color: string,
  backgrounds: readonly string[],
  minRatio: number,
): string {
  const rgb = toRgb(color);
  if (worstContrast(toHex(rgb), backgrounds) >= minRatio) return toHex(rgb);
  const darkBackgrounds =
    backgrounds.reduce((sum, background) => sum + relativeLuminance(background), 0) /
      backgrounds.length <
    0.18;
  const target = darkBackgrounds ? WHITE : BLACK;
  // Contrast grows steadily along the mix, so halve the interval until the step is invisible.
  let low = 0;
  let high = 1;
  while (high - low > 1 / 512) {
    const middle = (low + high) / 2;
    if (worstContrast(toHex(mix(rgb, target, middle)), backgrounds) >= minRatio) high = middle;
    else low = middle;
  }
  const shade = toHex(mix(rgb, target, high));
  // Rounding to whole channels can land a hair short: take the next step then.
  return worstContrast(shade, backgrounds) >= minRatio
    ? shade
    : toHex(mix(rgb, target, Math.min(1, high + 1 / 256)));
}

/** Text colours for filled surfaces: near-white and near-black, as the palette's text uses. */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1f1d2b';

/**
 * The text colour for a `fill`: light or dark text, whichever contrasts more; on a mid-tone fill
 * where neither reaches 4.5:1, pure black or white, whichever does.
 */
export function readableTextOn(fill: string): string {
  const light = contrastRatio(LIGHT_TEXT, fill);
  const dark = contrastRatio(DARK_TEXT, fill);
  if (Math.max(light, dark) >= MIN_TEXT_CONTRAST) return light >= dark ? LIGHT_TEXT : DARK_TEXT;
  return contrastRatio('#000000', fill) > light ? '#000000' : LIGHT_TEXT;
}
