export * from './service-dashboard.ts';
export * from './dashboard-layout.ts';
export * from './dashboards.endpoints.ts';
export * from './dashboard-layout.endpoints.ts';
