/**
 * The one writer every list export goes through: `sendExport(reply, {...})` answers with a CSV
 * or XLSX attachment built row by row from an array or an async iterable, so a large list is
 * streamed from the database to the client without being held in memory. A document made whole
 * elsewhere (a report's PDF) goes out through `sendDocument`, with the same headers.
 */
import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { csvLine, exportText, UTF8_BOM } from './csv-writer.ts';
import { loadExcel, type Excel } from './xlsx.ts';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportColumn {
  key: string;
  label: string;
}

export type ExportRows = AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;

export interface ExportOptions {
  format: ExportFormat;
  /** The download's name; the extension is added when missing (e.g. 'assets-2026-05-01'). */
  filename: string;
  columns: readonly ExportColumn[];
  rows: ExportRows;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(filename: string, extension: string): string {
  const cleaned =
    [...filename]
      .map((char) => (char.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(char) ? '-' : char))
      .join('')
      .trim() || 'export';
  const name = cleaned.toLowerCase().endsWith(`.${extension}`)
    ? cleaned
    : `${cleaned}.${extension}`;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function* csvChunks(
  columns: readonly ExportColumn[],
  rows: ExportRows,
): AsyncGenerator<string> {
  let chunk = UTF8_BOM + csvLine(columns.map((column) => column.label));
  for await (const row of rows as AsyncIterable<Record<string, unknown>>) {
    chunk += csvLine(columns.map((column) => row[column.key]));
    // Fewer, larger writes are much faster than one per row.
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** The XLSX cell value: numbers, booleans and dates keep their type; the rest is text. */
function xlsxValue(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value instanceof Date) return value;
  return exportText(value);
}

async function writeXlsx(
  Excel: Excel,
  output: PassThrough,
  columns: readonly ExportColumn[],
  rows: ExportRows,
): Promise<void> {
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: Math.min(Math.max(column.label.length + 2, 12), 50),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const row of rows as AsyncIterable<Record<string, unknown>>) {
    sheet.addRow(columns.map((column) => xlsxValue(row[column.key]))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** The export as bytes, for a file stored or mailed rather than sent as the answer. */
export async function exportBuffer(
  options: Pick<ExportOptions, 'format' | 'columns' | 'rows'>,
): Promise<Buffer> {
  const { format, columns, rows } = options;
  const chunks: Buffer[] = [];
  if (format === 'csv') {
    for await (const chunk of csvChunks(columns, rows)) chunks.push(Buffer.from(chunk, 'utf8'));
    return Buffer.concat(chunks);
  }
  const Excel = await loadExcel();
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  await writeXlsx(Excel, output, columns, rows);
  if (!output.writableEnded) output.end();
  await ended;
  return Buffer.concat(chunks);
}

function attachmentHeaders(
  reply: FastifyReply,
  contentType: string,
  filename: string,
  extension: string,
): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(filename, extension))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

/** Answers the request with the export as an attachment. */
export async function sendExport(
  reply: FastifyReply,
  options: ExportOptions,
): Promise<FastifyReply> {
  const { format, filename, columns, rows } = options;
  attachmentHeaders(reply, EXPORT_CONTENT_TYPES[format], filename, format);
  if (format === 'csv') {
    return reply.send(Readable.from(csvChunks(columns, rows), { objectMode: false }));
  }
  // Loaded before the answer starts, so a failure is a proper error response.
  const Excel = await loadExcel();
  const output = new PassThrough();
  writeXlsx(Excel, output, columns, rows).catch((error: unknown) => {
    reply.log.error({ err: error }, 'The XLSX export failed');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(output);
}

export interface DocumentOptions {
  /** The download's name, without its extension. */
  filename: string;
  extension: string;
  contentType: string;
  data: Buffer;
}

/** Answers the request with a finished document (a report's PDF) as an attachment. */
export function sendDocument(reply: FastifyReply, options: DocumentOptions): FastifyReply {
  const { filename, extension, contentType, data } = options;
  // Bytes go out as they are; the typed reply only knows the JSON bodies.
  return attachmentHeaders(reply, contentType, filename, extension).send(data as never);
}
