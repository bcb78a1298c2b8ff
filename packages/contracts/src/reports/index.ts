export * from './reports.ts';
export * from './reports.endpoints.ts';
export * from './report-exports.ts';
export * from './report-schedules.ts';
export * from './report-delivery.endpoints.ts';
