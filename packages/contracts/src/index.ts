export * from './errors.ts';
export * from './system/health.ts';
export * from './organisation/organisation.ts';
export * from './auth/index.ts';
export * from './billing/billing.ts';
