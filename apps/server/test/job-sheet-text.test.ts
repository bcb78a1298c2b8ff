// Bidirectional layout of the job sheet's text: visual order of Arabic and Latin runs, the font
// family of each run, wrapping, and mirrored punctuation in right-to-left lines.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { jobSheetWords } from '../src/modules/tickets/work/job-sheet/job-sheet-labels.ts';
import { registerFonts } from '../src/lib/pdf/pdf-fonts.ts';
import { PdfText } from '../src/lib/pdf/pdf-text.ts';

function writer(rtl: boolean): PdfText {
  const doc = new PDFDocument({ size: 'A4', margin: 0 });
  registerFonts(doc);
  return new PdfText(doc, rtl);
}

const runsOf = (text: PdfText, value: string, width = 500) =>
  text
    .layout(value, width, { size: 10 })
    .map((line) => line.runs.map((run) => [run.family, run.text]));

describe('job sheet text layout', () => {
  it('puts Arabic words right to left and keeps Latin words inside them left to right', () => {
    const [line] = runsOf(writer(true), 'ورقة RT-000123 العمل');
    // Left to right on the page: the last Arabic word first, the number in the middle.
    expect(line).toEqual([
      ['arabic', 'العمل'],
      ['latin', ' '],
      ['latin', 'RT-000123'],
      ['latin', ' '],
      ['arabic', 'ورقة'],
    ]);
  });

  it('keeps a left-to-right line in order with an Arabic name inside', () => {
    const [line] = runsOf(writer(false), 'by محمد أحمد today');
    expect(line?.map(([, text]) => text).join('|')).toBe('by |أحمد| |محمد| today');
  });

  it('mirrors brackets in right-to-left runs and drops bidi marks', () => {
    const [line] = runsOf(writer(true), '\u200fالعمل (إصلاح)');
    expect(line?.map(([, text]) => text).join('')).toBe('(إصلاح) العمل');
    expect(line?.some(([, text]) => text?.includes('\u200f'))).toBe(false);
  });

  it('wraps at spaces within the width and keeps hard line breaks', () => {
    const text = writer(false);
    const lines = text.layout('one two three four five six\nseven', 60, { size: 10 });
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(60);
    expect(
      lines
        .at(-1)
        ?.runs.map((run) => run.text)
        .join(''),
    ).toBe('seven');
  });

  it('words the sheet in each language with Latin digits', () => {
    const arabic = jobSheetWords('ar', 'UTC', 'EUR');
    expect(arabic.t('title')).toBe('ورقة العمل');
    expect(arabic.money(12.5)).toMatch(/12\.50/);
    expect(arabic.duration(95)).toBe('1 س 35 د');
    const french = jobSheetWords('fr', 'Europe/Paris', 'EUR');
    expect(french.t('documents.invoice', { number: 'INV-000001' })).toBe('Facture INV-000001');
    expect(jobSheetWords('en', 'Not/AZone', 'EUR').duration(45)).toBe('45 min');
  });
});
