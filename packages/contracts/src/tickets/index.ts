export * from './fields.ts';
export * from './tickets.ts';
export * from './activity.ts';
export * from './sla.ts';
export * from './public.ts';
export * from './my-jobs.ts';
