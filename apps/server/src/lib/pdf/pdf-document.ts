/**
 * A new PDF document with the fonts registered, collected into one Buffer when it ends. PDFKit
 * is imported with the first document, not at start-up (lazy-import.ts).
 */
import { directionOf, type LanguageCode } from '@mainstay/i18n';
import { lazyImport } from '../lazy-import.ts';
import { registerFonts } from './pdf-fonts.ts';
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
  /** `false` keeps the content streams readable (tests); compressed by default. */
  compress?: boolean | undefined;
}

export interface PdfDocument {
  sheet: PdfSheet;
  /** Ends the document and resolves with its bytes. */
  finish(): Promise<Buffer>;
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
  registerFonts(doc);
  const accent =
    options.accent && HEX_COLOUR.test(options.accent) ? options.accent : DEFAULT_ACCENT;
  const sheet = new PdfSheet(doc, directionOf(options.language) === 'rtl', accent, orientation);
  return {
    sheet,
    finish: () => {
      doc.end();
      return finished;
    },
  };
}
