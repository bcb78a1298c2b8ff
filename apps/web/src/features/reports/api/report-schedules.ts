/**
 * The organisation's scheduled reports: GET /v1/reports/schedules, and the keys the changes
 * below refresh. Changes: save-report-schedule.ts, delete-report-schedule.ts.
 */
import { useQuery } from '@tanstack/react-query';
import { reportDeliveryEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const scheduleKeys = {
  all: ['reports', 'schedules'] as const,
  list: () => ['reports', 'schedules', 'list'] as const,
  recipients: (reportKey: string, search: string) =>
    ['reports', 'schedules', 'recipients', reportKey, search] as const,
};

export function useReportSchedulesQuery() {
  return useQuery({
    queryKey: scheduleKeys.list(),
    queryFn: ({ signal }) => call(reportDeliveryEndpoints.listSchedules, { signal }),
  });
}
