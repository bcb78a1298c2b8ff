/**
 * The report of rejected rows: a CSV with each row's number in the file, its original values
 * and its problems. It is stored with the problems as codes (JSON in the last column) and
 * handed out worded in the reader's language, as spreadsheets open it (BOM, quoting, formulas
 * neutralised). A report stored before problems had codes keeps its sentences.
 */
import type { TImportEntity } from '@mainstay/contracts';
import type { LanguageCode } from '@mainstay/i18n';
import { translate } from '../../lib/translate.ts';
import { readCsv, type CsvRecord } from './csv-reader.ts';
import { csvLine, UTF8_BOM } from './csv-writer.ts';
import { decodeProblems, encodeProblems, wordProblem, type StoredProblem } from './problems.ts';
import type { Rejection } from './rows.ts';

/** The header of the stored report's first and last columns (never shown as they are). */
const STORED_ROW = 'Row';
const STORED_PROBLEMS = 'Reasons';

export function reportCsv(headers: readonly string[], rejected: readonly Rejection[]): Buffer {
  const parts = [UTF8_BOM, csvLine([STORED_ROW, ...headers, STORED_PROBLEMS])];
  for (const row of rejected) {
    const values = headers.map((_header, index) => row.values[index] ?? '');
    parts.push(csvLine([row.number, ...values, encodeProblems(row.problems)]));
  }
  return Buffer.from(parts.join(''), 'utf8');
}

function records(data: Buffer): Generator<CsvRecord> {
  return readCsv(data.toString('utf8'), ',');
}

const problemsOf = (record: CsvRecord): StoredProblem[] =>
  decodeProblems(record.values.at(-1) ?? '');

/** The first rejected rows of a stored report, for the job's errors summary. */
export function reportSummary(
  data: Buffer,
  limit: number,
  language: LanguageCode,
  entity: TImportEntity,
): { row: number; reasons: string[] }[] {
  const summary: { row: number; reasons: string[] }[] = [];
  for (const record of records(data)) {
    if (record.number === 1) continue;
    if (summary.length >= limit) break;
    summary.push({
      row: Number(record.values[0]),
      reasons: problemsOf(record).map((stored) => wordProblem(language, entity, stored)),
    });
  }
  return summary;
}

/** The stored report as the reader downloads it: headers and reasons in their language. */
export function reportIn(data: Buffer, language: LanguageCode, entity: TImportEntity): Buffer {
  const parts = [UTF8_BOM];
  for (const record of records(data)) {
    const values = record.values.slice(1, -1);
    if (record.number === 1) {
      const row = translate(language, 'imports:report.row');
      parts.push(csvLine([row, ...values, translate(language, 'imports:report.reasons')]));
      continue;
    }
    const reasons = problemsOf(record).map((stored) => wordProblem(language, entity, stored));
    parts.push(csvLine([Number(record.values[0]), ...values, reasons.join('; ')]));
  }
  return Buffer.from(parts.join(''), 'utf8');
}
