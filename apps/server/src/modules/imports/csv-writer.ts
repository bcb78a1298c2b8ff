/**
 * Writing CSV the way spreadsheets read it: UTF-8 with a byte-order mark (so Excel keeps accents
 * and Arabic intact), RFC 4180 quoting, CRLF line ends, and cells that would start a formula
 * (= + - @, tab, carriage return) prefixed with a single quote so opening an export can never
 * run something a user typed into a field.
 */

export const UTF8_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text a value shows as in an export: dates as ISO, objects as JSON, nothing as ''. */
export function exportText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  return JSON.stringify(value);
}

/** One CSV cell: numbers as they are, text protected against formulas and quoted when needed. */
export function csvCell(value: unknown): string {
  let text = exportText(value);
  // A negative number is a number, not a formula; only text is neutralised.
  if (typeof value !== 'number' && typeof value !== 'bigint' && FORMULA_START.test(text)) {
    text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, with its line end. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
