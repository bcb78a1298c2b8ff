/** GET /v1/dashboards/service: every figure of the landing page for one period. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dashboardEndpoints, type TDashboardQuery } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const dashboardsKeys = {
  all: ['dashboards'] as const,
  service: (query: TDashboardQuery) => ['dashboards', 'service', query] as const,
};

/** `enabled` is false while a custom period is incomplete. */
export function useServiceDashboardQuery(query: TDashboardQuery, enabled = true) {
  return useQuery({
    queryKey: dashboardsKeys.service(query),
    queryFn: ({ signal }) => call(dashboardEndpoints.serviceDashboard, { query, signal }),
    // The figures of the previous filters stay on screen while the new ones load.
    placeholderData: keepPreviousData,
    enabled,
  });
}
