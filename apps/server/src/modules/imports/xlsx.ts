/**
 * The spreadsheet library, loaded only when an XLSX file is written or read, so CSV exports and
 * imports never pay for it.
 */
import type ExcelNamespace from 'exceljs';
import { lazyImport } from '../../lib/lazy-import.ts';

export type Excel = typeof ExcelNamespace;

export const loadExcel: () => Promise<Excel> = lazyImport(() =>
  import('exceljs').then((module) => (module.default ?? module) as Excel),
);
