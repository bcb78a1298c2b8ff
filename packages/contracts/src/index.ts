export * from './errors.ts';
export * from './system/health.ts';
export * from './organisation/organisation.ts';
