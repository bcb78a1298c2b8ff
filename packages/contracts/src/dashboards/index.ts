export * from './service-dashboard.ts';
