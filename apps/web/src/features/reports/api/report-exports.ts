/**
 * POST /v1/reports/:key/exports (an export run on the queue) and GET /v1/reports/exports/:id
 * (its progress, polled every second until it is done or failed).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  reportDeliveryEndpoints,
  type TCreateReportExportRequest,
  type TReportExport,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

const POLL_MS = 1000;

export const reportExportKeys = {
  one: (id: string) => ['reports', 'exports', id] as const,
};

export function useStartReportExportMutation(reportKey: string) {
  return useMutation({
    mutationFn: (body: TCreateReportExportRequest) =>
      call(reportDeliveryEndpoints.createExport, { params: { key: reportKey }, body }),
  });
}

const settled = (status: TReportExport['status'] | undefined) =>
  status === 'done' || status === 'failed';

export function useReportExportQuery(id: string | null) {
  return useQuery({
    queryKey: reportExportKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      call(reportDeliveryEndpoints.getExport, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (settled(query.state.data?.status) ? false : POLL_MS),
  });
}
