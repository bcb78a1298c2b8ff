export * from './service-dashboard.ts';
export * from './dashboards.endpoints.ts';
