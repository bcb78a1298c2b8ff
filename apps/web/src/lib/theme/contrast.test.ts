import { describe, expect, it } from 'vitest';
import { backgroundsOf, brandPaletteColor, statusPaletteColors } from './accessible-palette.ts';
import { DEFAULT_HIGHLIGHT_COLOR, DEFAULT_PRIMARY_COLOR } from './colors.ts';
import {
  accessibleShade,
  contrastRatio,
  readableTextOn,
  relativeLuminance,
  worstContrast,
} from './contrast.ts';

const MODES = ['light', 'dark'] as const;

describe('contrast ratio (WCAG 2.2)', () => {
  it('gives the known values', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777')).toBe(1);
    // The examples from the issue: brand cyan on white, and MUI's default orange.
    expect(contrastRatio(DEFAULT_PRIMARY_COLOR, '#ffffff')).toBeCloseTo(2.2, 1);
    expect(contrastRatio('#ed6c02', '#ffffff')).toBeCloseTo(3.13, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a hex colour/);
  });
});

describe('accessibleShade', () => {
  it('leaves a colour that already contrasts enough unchanged', () => {
    expect(accessibleShade('#123456', ['#ffffff'], 4.5)).toBe('#123456');
  });

  it('darkens on light backgrounds and lightens on dark ones, no further than needed', () => {
    const onLight = accessibleShade(DEFAULT_PRIMARY_COLOR, backgroundsOf('light'), 4.5);
    expect(relativeLuminance(onLight)).toBeLessThan(relativeLuminance(DEFAULT_PRIMARY_COLOR));
    expect(worstContrast(onLight, backgroundsOf('light'))).toBeGreaterThanOrEqual(4.5);
    expect(worstContrast(onLight, backgroundsOf('light'))).toBeLessThan(4.7);

    const onDark = accessibleShade('#1a237e', backgroundsOf('dark'), 4.5);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#1a237e'));
    expect(worstContrast(onDark, backgroundsOf('dark'))).toBeGreaterThanOrEqual(4.5);
    expect(worstContrast(onDark, backgroundsOf('dark'))).toBeLessThan(4.7);
  });

  it('keeps the hue: cyan stays cyan', () => {
    const [r, g, b] = [1, 3, 5].map((i) =>
      parseInt(accessibleShade('#10c0d2', ['#ffffff'], 4.5).slice(i, i + 2), 16),
    );
    expect(b).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(r!);
  });
});

describe('readableTextOn', () => {
  it('picks dark text on light fills and light text on dark fills, always 4.5:1', () => {
    expect(readableTextOn('#10c0d2')).not.toBe('#ffffff');
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    for (const fill of ['#10c0d2', '#ffeb3b', '#777777', '#808080', '#3db5c2', '#d32f2f']) {
      expect(contrastRatio(readableTextOn(fill), fill)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('brand palette colours', () => {
  // A very light, a very dark, a mid-tone and the default brand colours.
  const brands = ['#fffde7', '#f0f0f0', '#0a0a23', '#000000', '#808080', '#ff5500'];

  for (const mode of MODES) {
    it(`give text of 4.5:1 and edges of 3:1 in ${mode} mode, whatever the brand`, () => {
      for (const brand of [...brands, DEFAULT_PRIMARY_COLOR, DEFAULT_HIGHLIGHT_COLOR]) {
        const color = brandPaletteColor(brand, mode);
        expect(worstContrast(color.main, backgroundsOf(mode)), brand).toBeGreaterThanOrEqual(4.5);
        expect(worstContrast(color.border, backgroundsOf(mode)), brand).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(color.contrastText, color.main), brand).toBeGreaterThanOrEqual(4.5);
        // The brand colour itself stays the fill, with readable text on it.
        expect(color.fill).toBe(brand);
        expect(contrastRatio(color.onFill, color.fill), brand).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`gives status colours that read as text and carry readable text in ${mode} mode`, () => {
      for (const [name, color] of Object.entries(statusPaletteColors(mode))) {
        expect(worstContrast(color.main, backgroundsOf(mode)), name).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(color.contrastText, color.main), name).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});
