/** Every table of the database, in one schema object for Drizzle and drizzle-kit. */
export * from './organisations.ts';
export * from './users.ts';
export * from './roles.ts';
export * from './access-tokens.ts';
export * from './mail.ts';
export * from './billing.ts';
export * from './auth.ts';
export * from './files.ts';
export * from './buildings.ts';
export * from './people.ts';
export * from './audit.ts';
export * from './locations.ts';
export * from './assets.ts';
export * from './procurement.ts';
export * from './imports.ts';
export * from './ticket-enums.ts';
export * from './tickets.ts';
export * from './ticket-work.ts';
export * from './sla.ts';
export * from './idempotency.ts';
export * from './dashboards.ts';
export * from './ticket-rollups.ts';
export * from './report-deliveries.ts';
export * from './templates.ts';
export * from './forms.ts';
export * from './ppm.ts';
export type { ContactPerson } from './columns.ts';
// new-area:schema-index (npm run new:area inserts above this line)
