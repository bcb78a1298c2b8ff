/** DELETE /v1/reports/schedules/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportDeliveryEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { scheduleKeys } from './report-schedules.ts';

export function useDeleteReportScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(reportDeliveryEndpoints.deleteSchedule, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
