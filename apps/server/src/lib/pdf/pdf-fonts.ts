/**
 * The fonts of the PDFs the server draws (job sheets, reports): Noto Sans for Latin text (its
 * latin and latin-ext subsets) and IBM Plex Sans Arabic for Arabic, regular and bold, read from
 * the @fontsource packages. PDFKit embeds only the glyphs used; fontkit does the OpenType
 * shaping that joins Arabic letters. Each character is drawn with the family that has it (see
 * `familyOf`).
 *
 * Why Plex for Arabic: its letter forms are whole glyphs (one per letter and position), so the
 * PDF's text map (ToUnicode) gives every glyph its letter back and Arabic text can be searched,
 * copied and read by screen readers. Noto Sans Arabic draws ب ت ث ن ي from one dotless glyph
 * plus dots, and one glyph cannot map back to five letters.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './pdf-woff.ts';

export const FONT_FAMILIES = ['latin', 'latinExt', 'arabic'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 400 | 700;

const FILES: Record<FontFamily, (weight: FontWeight) => string> = {
  latin: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`,
  latinExt: (weight) => `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
  arabic: (weight) =>
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`,
};

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

/** The name a font is registered under in a document. */
export const fontName = (family: FontFamily, weight: FontWeight): string => `${family}-${weight}`;

/**
 * How Latin text is set. `shaped`: with the fonts' kerning and ligatures (a job sheet).
 * `plain`: glyph by glyph, the fonts' GSUB and GPOS tables left out, which draws a table of
 * thousands of distinct words (a report's dates, numbers, amounts) about four times faster;
 * kerning moves a glyph by a fraction of a point at table sizes. Arabic is always shaped.
 */
export type LatinSetting = 'shaped' | 'plain';

/**
 * The font files, read once per process. They are resolved through node_modules (the packages
 * are runtime dependencies), so the compiled server in dist/ finds them as the sources do.
 */
function fontData(family: FontFamily, weight: FontWeight, latin: LatinSetting): Buffer {
  const plain = latin === 'plain' && family !== 'arabic';
  const key = `${fontName(family, weight)}${plain ? '-plain' : ''}`;
  let data = cache.get(key);
  if (!data) {
    // Inflated once: fontkit would inflate WOFF tables again for every glyph (pdf-woff.ts).
    const woff = readFileSync(require.resolve(FILES[family](weight)));
    data = woffToSfnt(woff, plain ? ['GSUB', 'GPOS'] : []);
    cache.set(key, data);
  }
  return data;
}

export function registerFonts(doc: PDFKit.PDFDocument, latin: LatinSetting = 'shaped'): void {
  for (const family of FONT_FAMILIES) {
    for (const weight of [400, 700] as const) {
      doc.registerFont(fontName(family, weight), fontData(family, weight, latin));
    }
  }
}

const ARABIC_RANGES: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
/** Latin letters beyond Latin-1 that the latin subset still carries (ı, Œ, œ). */
const IN_LATIN_SUBSET = new Set([0x0131, 0x0152, 0x0153]);

/**
 * The family that draws a character. Spaces and punctuation go to Latin even inside Arabic
 * text: the Arabic subset has no usable space, and breaks between words end Arabic joining anyway.
 */
export function familyOf(code: number): FontFamily {
  if (ARABIC_RANGES.some(([from, to]) => code >= from && code <= to)) return 'arabic';
  if (
    ((code >= 0x0100 && code <= 0x024f) || (code >= 0x1e00 && code <= 0x1eff)) &&
    !IN_LATIN_SUBSET.has(code)
  ) {
    return 'latinExt';
  }
  return 'latin';
}
