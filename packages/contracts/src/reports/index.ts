export * from './reports.ts';
export * from './reports.endpoints.ts';
