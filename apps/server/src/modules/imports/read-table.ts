/**
 * Turns an uploaded CSV or XLSX file (first sheet) into a header row and data rows of text, each
 * row keeping its number in the file so a rejection report can point at it. Blank rows are
 * skipped; blank or repeated headers get a name of their own so every column can be mapped.
 */
import { AppError, fieldError } from '../../lib/errors.ts';
import { readCsv } from './csv-reader.ts';
import { loadExcel } from './xlsx.ts';

export interface TableRow {
  /** The row's number in the file (the header row is 1). */
  number: number;
  values: string[];
}

export interface Table {
  headers: string[];
  rows: TableRow[];
}

const isZip = (data: Buffer) =>
  data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

function uniqueHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((value, index) => {
    const base = value.trim() || `Column ${index + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

function finish(records: Iterable<TableRow>): Table {
  let headers: string[] | undefined;
  const rows: TableRow[] = [];
  for (const record of records) {
    if (!headers) {
      if (record.values.every((value) => value.trim() === '')) continue;
      headers = uniqueHeaders(record.values);
      continue;
    }
    if (record.values.every((value) => value.trim() === '')) continue;
    rows.push(record);
  }
  if (!headers) throw fieldError('file', 'IMPORT_NO_HEADER');
  return { headers, rows };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    // Spreadsheet dates have no time of day; keep just the date then.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: string;
    };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return cellText(cell.result);
    if (cell.text !== undefined) return cellText(cell.text);
    if (cell.error) return cell.error;
    return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<Table> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new AppError('SPREADSHEET_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fieldError('file', 'IMPORT_NO_HEADER');
  const records: TableRow[] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const values: string[] = [];
    for (let column = 1; column <= width; column += 1) {
      values.push(cellText(row.getCell(column).value).trim());
    }
    records.push({ number, values });
  });
  return finish(records);
}

export async function readTable(data: Buffer): Promise<Table> {
  if (isZip(data)) return readXlsx(data);
  const text = new TextDecoder('utf-8').decode(data);
  return finish(readCsv(text));
}
