/**
 * Dashboards: the service dashboard of the landing page, and the layouts of the configurable
 * dashboard (/dashboard).
 */
import { defineEndpoint } from '../endpoints/define.ts';
import { ZDashboardLayout, ZDashboardLayoutRequest } from './dashboard-layout.ts';
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
  layout: defineEndpoint({
    method: 'GET',
    path: '/v1/dashboards/layout',
    responses: { 200: ZDashboardLayout },
    errors: [401, 403],
    access: { permission: { action: 'read', subject: 'dashboard' } },
    tags: ['dashboards'],
    summary: "The caller's dashboard layout",
    description:
      "The caller's own layout (`source: mine`), else the organisation's default (`organisation`), else the built-in one (`default`).",
  }),
  saveLayout: defineEndpoint({
    method: 'PUT',
    path: '/v1/dashboards/layout',
    body: ZDashboardLayoutRequest,
    responses: { 200: ZDashboardLayout },
    errors: [401, 403, 422],
    access: { permission: { action: 'write', subject: 'dashboard' } },
    tags: ['dashboards'],
    summary: "Saves the caller's own dashboard layout",
    description:
      'At most 30 widgets on a 12-column grid, each with its own filters or null to follow the page. Answers the saved layout.',
  }),
  resetLayout: defineEndpoint({
    method: 'DELETE',
    path: '/v1/dashboards/layout',
    responses: { 200: ZDashboardLayout },
    errors: [401, 403],
    access: { permission: { action: 'write', subject: 'dashboard' } },
    tags: ['dashboards'],
    summary: "Removes the caller's own layout",
    description:
      "Answers the layout now in effect: the organisation's default, else the built-in one. Idempotent.",
  }),
  shareLayout: defineEndpoint({
    method: 'PUT',
    path: '/v1/dashboards/layout/organisation',
    body: ZDashboardLayoutRequest,
    responses: { 200: ZDashboardLayout },
    errors: [401, 403, 422],
    access: {
      anyPermission: [
        { action: 'manage', subject: 'dashboard' },
        { action: 'manage', subject: 'organisation' },
      ],
    },
    tags: ['dashboards'],
    summary: "Sets the organisation's default dashboard layout",
    description:
      'What everyone without a layout of their own sees. For those who manage dashboards or the organisation (the Owner, Administrators).',
  }),
};
