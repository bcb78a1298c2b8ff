export * from './errors.ts';
export * from './validation.ts';
export * from './system/health.ts';
export * from './organisation/organisation.ts';
export * from './auth/index.ts';
export * from './billing/billing.ts';
export * from './files/files.ts';
export * from './access/index.ts';
export * from './team/index.ts';
export * from './profile/index.ts';
export * from './places/index.ts';
export * from './assets/index.ts';
export * from './procurement/index.ts';
export * from './imports/index.ts';
export * from './tickets/index.ts';
export * from './tickets/kinds.ts';
export * from './endpoints/index.ts';
// new-area:contracts-index (npm run new:area inserts above this line)
