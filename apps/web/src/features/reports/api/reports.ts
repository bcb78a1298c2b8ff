/** GET /v1/reports (the catalogue) and GET /v1/reports/:key (one report for one period). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEndpoints, type TReportQuery } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const reportsKeys = {
  all: ['reports'] as const,
  catalogue: () => ['reports', 'catalogue'] as const,
  report: (key: string, query: TReportQuery) => ['reports', 'report', key, query] as const,
};

export function useReportCatalogueQuery() {
  return useQuery({
    queryKey: reportsKeys.catalogue(),
    queryFn: ({ signal }) => call(reportEndpoints.catalogue, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `enabled` is false while a custom period is incomplete. */
export function useReportQuery(key: string, query: TReportQuery, enabled = true) {
  return useQuery({
    queryKey: reportsKeys.report(key, query),
    queryFn: ({ signal }) => call(reportEndpoints.get, { params: { key }, query, signal }),
    // The previous table stays on screen while the new filters load.
    placeholderData: keepPreviousData,
    enabled,
  });
}
