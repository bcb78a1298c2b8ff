/**
 * Drawing PDFs on the server (job sheets, reports, label sheets): a document with the fonts
 * registered, text in either direction with Arabic shaped, and the page furniture (headings,
 * fields, tables with repeated headers, bar charts, footers), upright or landscape A4.
 */
export { drawBarChart } from './pdf-bar-chart.ts';
export type { BarChart } from './pdf-bar-chart.ts';
export { createPdfDocument } from './pdf-document.ts';
export type { PdfDocument, PdfDocumentOptions } from './pdf-document.ts';
export { registerFonts } from './pdf-fonts.ts';
export type { LatinSetting } from './pdf-fonts.ts';
export { MUTED, pageSize, PdfSheet } from './pdf-sheet.ts';
export type { Column, PageOrientation, PageSize, TableOptions } from './pdf-sheet.ts';
export { PdfText } from './pdf-text.ts';
export type { LaidLine, TextStyle } from './pdf-text.ts';
