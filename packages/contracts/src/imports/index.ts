export * from './export.ts';
export * from './fields.ts';
export * from './imports.ts';
