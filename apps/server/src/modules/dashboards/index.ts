/**
 * Dashboards: the service dashboard of the landing page.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { dashboardsModule } from './dashboards.module.ts';
export { serviceDashboard } from './dashboards.service.ts';
