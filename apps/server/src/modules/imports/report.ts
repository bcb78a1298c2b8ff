/**
 * The report of rejected rows: a CSV with each row's number in the file, its original values
 * and the reasons, opened by spreadsheets as it is (BOM, quoting, formulas neutralised).
 */
import { csvLine, UTF8_BOM } from './csv-writer.ts';
import { readCsv } from './csv-reader.ts';
import type { Rejection } from './rows.ts';

export const REPORT_ROW = 'Row';
export const REPORT_REASONS = 'Reasons';

export function reportCsv(headers: readonly string[], rejected: readonly Rejection[]): Buffer {
  const parts = [UTF8_BOM, csvLine([REPORT_ROW, ...headers, REPORT_REASONS])];
  for (const row of rejected) {
    const values = headers.map((_header, index) => row.values[index] ?? '');
    parts.push(csvLine([row.number, ...values, row.reasons.join('; ')]));
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** The first rejected rows of a stored report, for the job's errors summary. */
export function reportSummary(data: Buffer, limit: number): { row: number; reasons: string[] }[] {
  const summary: { row: number; reasons: string[] }[] = [];
  for (const record of readCsv(data.toString('utf8'), ',')) {
    if (record.number === 1) continue;
    if (summary.length >= limit) break;
    const reasons = record.values.at(-1) ?? '';
    summary.push({ row: Number(record.values[0]), reasons: reasons.split('; ').filter(Boolean) });
  }
  return summary;
}
