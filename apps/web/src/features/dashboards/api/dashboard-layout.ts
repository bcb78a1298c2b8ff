/** The configurable dashboard's layout: read, save, reset, and share as the organisation's. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dashboardLayoutEndpoints,
  type TDashboardLayout,
  type TDashboardLayoutRequest,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const layoutKey = ['dashboards', 'layout'] as const;

export function useDashboardLayoutQuery() {
  return useQuery({
    queryKey: layoutKey,
    queryFn: ({ signal }) => call(dashboardLayoutEndpoints.get, { signal }),
  });
}

/**
 * Saving and resetting answer the layout now in effect, which replaces the cached one; sharing
 * answers the organisation's, while the caller's own (if any) stays in effect: it is read again.
 */
function useLayoutMutation<V>(send: (variables: V) => Promise<TDashboardLayout>, share = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (layout) => {
      if (share) void client.invalidateQueries({ queryKey: layoutKey });
      else client.setQueryData(layoutKey, layout);
    },
  });
}

export const useSaveLayout = () =>
  useLayoutMutation((body: TDashboardLayoutRequest) =>
    call(dashboardLayoutEndpoints.save, { body }),
  );

export const useResetLayout = () =>
  useLayoutMutation((_: void) => call(dashboardLayoutEndpoints.reset));

export const useShareLayout = () =>
  useLayoutMutation(
    (body: TDashboardLayoutRequest) => call(dashboardLayoutEndpoints.share, { body }),
    true,
  );
