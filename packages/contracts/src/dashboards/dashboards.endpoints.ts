/**
 * Dashboards: the service dashboard of the landing page. The configurable dashboard's layouts
 * have their own table (dashboard-layout.endpoints.ts), so the landing page does not load them.
 */
import { defineEndpoint } from '../endpoints/define.ts';
import { ZDashboardQuery, ZServiceDashboard } from './service-dashboard.ts';

export const dashboardEndpoints = {
  serviceDashboard: defineEndpoint({
    method: 'GET',
    path: '/v1/dashboards/service',
    query: ZDashboardQuery,
    responses: { 200: ZServiceDashboard },
    errors: [401, 403, 404, 422],
    access: { permission: { action: 'read', subject: 'dashboard' } },
    tags: ['dashboards'],
    summary: 'The service dashboard: every figure of the landing page for one period',
    description:
      "Over the tickets the caller may see (building limits, a contractor's own work, a technician's own and their teams'). Formulas: docs/kpis.md. 404 for a building that is not the organisation's.",
  }),
};
