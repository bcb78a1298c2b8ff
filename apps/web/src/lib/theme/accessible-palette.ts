/**
 * The palette colours of a mode, made accessible. A brand colour becomes four: `main`, the shade
 * MUI uses for text, icons and outlines (4.5:1 on the mode's backgrounds); `border`, for control
 * edges (3:1); `fill`, the brand colour itself for filled surfaces and accents; and `onFill`,
 * the readable text on that fill. Status colours get a `main` that reads as text and a
 * `contrastText` that reads on it.
 */
import type { ResolvedThemeMode } from '../settings/settings.ts';
import {
  accessibleShade,
  MIN_NON_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  readableTextOn,
} from './contrast.ts';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The brand colour as given, for fills and accents. */
    fill?: string;
    /** Text on `fill`. */
    onFill?: string;
    /** A shade of the colour with 3:1 against the backgrounds, for control edges. */
    border?: string;
  }
  interface SimplePaletteColorOptions {
    fill?: string;
    onFill?: string;
    border?: string;
  }
}

/** Page backgrounds, also used by `public/theme-init.js` before the first paint. */
export const BACKGROUNDS = {
  light: { default: '#f8f7fa', paper: '#ffffff' },
  dark: { default: '#25293c', paper: '#2f3349' },
} as const;

/**
 * Tinted surfaces that coloured text and outlined buttons also sit on (alerts, selected and
 * hovered rows): about 8% darker than paper in light mode, 8% lighter in dark mode.
 */
const TINTED_SURFACES = { light: '#ebebef', dark: '#404358' } as const;

/** Every background text in the theme's colours sits on in this mode. */
export function backgroundsOf(mode: ResolvedThemeMode): string[] {
  return [BACKGROUNDS[mode].default, BACKGROUNDS[mode].paper, TINTED_SURFACES[mode]];
}

export interface BrandPaletteColor {
  main: string;
  contrastText: string;
  fill: string;
  onFill: string;
  border: string;
}

export function brandPaletteColor(color: string, mode: ResolvedThemeMode): BrandPaletteColor {
  const backgrounds = backgroundsOf(mode);
  const main = accessibleShade(color, backgrounds, MIN_TEXT_CONTRAST);
  return {
    main,
    contrastText: readableTextOn(main),
    fill: color,
    onFill: readableTextOn(color),
    border: accessibleShade(color, backgrounds, MIN_NON_TEXT_CONTRAST),
  };
}

/** MUI's status colours, the base the accessible shades are taken from. */
const STATUS_BASES = {
  light: { error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32' },
  dark: { error: '#f44336', warning: '#ffa726', info: '#29b6f6', success: '#66bb6a' },
} as const;

export type StatusColor = keyof (typeof STATUS_BASES)['light'];

export function statusPaletteColors(
  mode: ResolvedThemeMode,
): Record<StatusColor, { main: string; contrastText: string }> {
  const backgrounds = backgroundsOf(mode);
  const entries = Object.entries(STATUS_BASES[mode]).map(([name, base]) => {
    const main = accessibleShade(base, backgrounds, MIN_TEXT_CONTRAST);
    return [name, { main, contrastText: readableTextOn(main) }] as const;
  });
  return Object.fromEntries(entries) as Record<StatusColor, { main: string; contrastText: string }>;
}
