/**
 * A new PDF document with the fonts registered, collected into one Buffer when it ends. PDFKit
 * is imported with the first document, not at start-up (lazy-import.ts).
 */
import { directionOf, type LanguageCode } from '@mainstay/i18n';
import { lazyImport } from '../lazy-import.ts';
import { familyOf, registerFonts, type LatinSetting } from './pdf-fonts.ts';
import { PdfSheet, type PageOrientation } from './pdf-sheet.ts';

const loadPdfKit = lazyImport(async () => (await import('pdfkit')).default);

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const DEFAULT_ACCENT = '#10c0d2';

export interface PdfDocumentOptions {
  language: LanguageCode;
  title: string;
  author: string;
  /** The organisation's colour for rules and headings (#rrggbb); the product's otherwise. */
  accent?: string | null;
  orientation?: PageOrientation;
  /** Latin text with kerning and ligatures (`shaped`, the default) or glyph by glyph (`plain`). */
  latin?: LatinSetting;
  /** `false` keeps the content streams readable (tests); compressed by default. */
  compress?: boolean | undefined;
}

export interface PdfDocument {
  sheet: PdfSheet;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * Arabic ligatures (لا, في) are one glyph for two letters, and PDFKit maps such a glyph back to
 * its letters in logical order. Readers (pdf.js, poppler) put right-to-left text back in logical
 * order by reversing it character by character after expanding each glyph, so those letters came
 * out swapped ("يف"). Mapped in visual order, the reversal gives them back as written. PDFKit
 * has no option for this: its fonts' `unicode` tables (glyph id → code points) are changed here
 * before they are written, and left as they are if PDFKit ever stores them otherwise.
 */
function mapRightToLeftLigaturesVisually(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { unicode?: unknown }> })
    ._fontFamilies;
  // A font is listed under its registered name and its PostScript name: change it once.
  for (const font of new Set(Object.values(fonts ?? {}))) {
    const { unicode } = font;
    if (!Array.isArray(unicode)) continue;
    unicode.forEach((codePoints: unknown, glyph) => {
      const arabic =
        Array.isArray(codePoints) &&
        codePoints.length > 1 &&
        codePoints.every((code) => typeof code === 'number' && familyOf(code) === 'arabic');
      if (arabic) unicode[glyph] = [...(codePoints as number[])].reverse();
    });
  }
}

export async function createPdfDocument(options: PdfDocumentOptions): Promise<PdfDocument> {
  const PDFDocument = await loadPdfKit();
  const orientation = options.orientation ?? 'portrait';
  const doc = new PDFDocument({
    size: 'A4',
    layout: orientation,
    // Every position is set by PdfSheet; PDFKit's own margins would only add pages.
    margin: 0,
    // Kept until the end, so footers can say "page 1 of 3".
    bufferPages: true,
    compress: options.compress ?? true,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Author: options.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, options.latin);
  const accent =
    options.accent && HEX_COLOUR.test(options.accent) ? options.accent : DEFAULT_ACCENT;
  const sheet = new PdfSheet(doc, directionOf(options.language) === 'rtl', accent, orientation);
  return {
    sheet,
    finish: () => {
      mapRightToLeftLigaturesVisually(doc);
      doc.end();
      return finished;
    },
  };
}
