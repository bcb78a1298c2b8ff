/**
 * Imports and exports: CSV and XLSX reading, checking and writing.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { exportColumns } from './columns.ts';
export { EXPORT_CONTENT_TYPES, exportBuffer, sendDocument, sendExport } from './export.ts';
export type { ExportColumn, ExportFormat } from './export.ts';
export { importsModule } from './imports.module.ts';
