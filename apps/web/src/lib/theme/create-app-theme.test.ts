import { describe, expect, it } from 'vitest';
import { DEFAULT_HIGHLIGHT_COLOR, DEFAULT_PRIMARY_COLOR, normalizeHexColor } from './colors.ts';
import { contrastRatio, worstContrast } from './contrast.ts';
import {
  BACKGROUNDS,
  BREAKPOINTS,
  createAppTheme,
  LAYOUT_Z_INDEX_BASE,
} from './create-app-theme.ts';

describe('createAppTheme', () => {
  it('uses the product defaults: light, brand colours, spec breakpoints, z-index base', () => {
    const theme = createAppTheme();
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.fill).toBe(DEFAULT_PRIMARY_COLOR);
    expect(theme.palette.secondary.fill).toBe(DEFAULT_HIGHLIGHT_COLOR);
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
    expect(theme.breakpoints.values.xxl).toBe(2560);
    expect(theme.breakpoints.down('lg')).toContain('1279.95');
    expect(theme.zIndex.appBar).toBeGreaterThan(LAYOUT_Z_INDEX_BASE);
    expect(theme.zIndex.mobileStepper).toBe(LAYOUT_Z_INDEX_BASE);
    expect(theme.direction).toBe('ltr');
  });

  it('builds a dark palette from the same factory', () => {
    const theme = createAppTheme({ mode: 'dark' });
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe(BACKGROUNDS.dark.default);
    expect(theme.palette.background.paper).toBe(BACKGROUNDS.dark.paper);
    expect(theme.palette.text.primary).not.toBe(createAppTheme().palette.text.primary);
  });

  it('applies the branding colours', () => {
    const theme = createAppTheme({ primaryColor: '#FF5500', highlightColor: '123abc' });
    expect(theme.palette.primary.fill).toBe('#ff5500');
    expect(theme.palette.secondary.fill).toBe('#123abc');
    // #123abc reads on white as it is; #ff5500 (3.2:1) is darkened for text.
    expect(theme.palette.secondary.main).toBe('#123abc');
    expect(contrastRatio(theme.palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses accessible shades for text and readable text on fills, in light and dark', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { palette } = createAppTheme({ mode });
      const backgrounds = [palette.background.default, palette.background.paper];
      for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
        const color = palette[name];
        expect(worstContrast(color.main, backgrounds), `${mode} ${name}`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrastRatio(color.contrastText, color.main),
          `${mode} ${name}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(palette.primary.onFill!, palette.primary.fill!)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('falls back to the defaults for colours that are not hex', () => {
    const theme = createAppTheme({ primaryColor: 'red; background: url(x)', highlightColor: '' });
    expect(theme.palette.primary.fill).toBe(DEFAULT_PRIMARY_COLOR);
    expect(theme.palette.secondary.fill).toBe(DEFAULT_HIGHLIGHT_COLOR);
    expect(normalizeHexColor('#12345')).toBeNull();
    expect(normalizeHexColor(null)).toBeNull();
  });

  it('outlines cards instead of shadows in the bordered skin', () => {
    const bordered = createAppTheme({ skin: 'bordered' });
    expect(bordered.components?.MuiCard?.defaultProps).toMatchObject({ variant: 'outlined' });
    expect(bordered.components?.MuiPaper?.styleOverrides?.root).toMatchObject({
      boxShadow: 'none',
    });
    expect(createAppTheme().components?.MuiCard?.defaultProps).not.toMatchObject({
      variant: 'outlined',
    });
  });

  it('builds a right-to-left theme with the Arabic font stack', () => {
    const theme = createAppTheme({ direction: 'rtl', arabicFont: true });
    expect(theme.direction).toBe('rtl');
    expect(theme.typography.fontFamily).toMatch(/^"Noto Sans Arabic"/);
    expect(createAppTheme().typography.fontFamily).toMatch(/^"Public Sans"/);
  });
});
