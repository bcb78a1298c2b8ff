/**
 * The spreadsheet library, loaded only when an XLSX file is written or read, so CSV exports and
 * imports never pay for it.
 */
import type ExcelNamespace from 'exceljs';

export type Excel = typeof ExcelNamespace;

let loaded: Promise<Excel> | undefined;

export function loadExcel(): Promise<Excel> {
  loaded ??= import('exceljs').then((module) => (module.default ?? module) as Excel);
  return loaded;
}
