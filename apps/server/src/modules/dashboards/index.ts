/**
 * Dashboards: the service dashboard of the landing page.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { dashboardsModule } from './dashboards.module.ts';
export { rowsOf } from './dashboard-counts.ts';
export { resolvePeriod } from './dashboard-period.ts';
export { rollUpOrganisation } from './rollups/rollup-build.ts';
export { dashboardScope, reachableKinds, type DashboardScope } from './dashboard-scope.ts';
export { checkBuilding, serviceDashboard } from './dashboards.service.ts';
