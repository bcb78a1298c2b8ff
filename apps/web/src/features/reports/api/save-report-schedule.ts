/** POST /v1/reports/schedules and PATCH /v1/reports/schedules/:id (also pause and resume). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reportDeliveryEndpoints,
  type TCreateReportScheduleRequest,
  type TUpdateReportScheduleRequest,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { scheduleKeys } from './report-schedules.ts';

export function useCreateReportScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateReportScheduleRequest) =>
      call(reportDeliveryEndpoints.createSchedule, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useUpdateReportScheduleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateReportScheduleRequest }) =>
      call(reportDeliveryEndpoints.updateSchedule, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
