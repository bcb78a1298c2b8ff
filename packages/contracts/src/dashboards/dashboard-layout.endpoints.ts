/**
 * The configurable dashboard's layouts (/dashboard): the caller's own, the organisation's
 * default, and the built-in one. A table of their own, apart from the service dashboard's, so
 * the landing page does not load these schemas.
 */
import { defineEndpoint } from '../endpoints/define.ts';
import { ZDashboardLayout, ZDashboardLayoutRequest } from './dashboard-layout.ts';

export const dashboardLayoutEndpoints = {
  get: defineEndpoint({
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
  save: defineEndpoint({
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
  reset: defineEndpoint({
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
  share: defineEndpoint({
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
