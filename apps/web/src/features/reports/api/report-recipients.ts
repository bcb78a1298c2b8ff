/** GET /v1/reports/schedules/recipients: the members who may receive a report, by name. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportDeliveryEndpoints, type TReportKey } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { scheduleKeys } from './report-schedules.ts';

export function useReportRecipientsQuery(reportKey: TReportKey, search: string) {
  return useQuery({
    queryKey: scheduleKeys.recipients(reportKey, search),
    queryFn: ({ signal }) =>
      call(reportDeliveryEndpoints.scheduleRecipients, {
        query: { report_key: reportKey, ...(search ? { search } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
