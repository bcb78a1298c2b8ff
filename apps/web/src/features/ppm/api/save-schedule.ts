/**
 * POST /v1/ppm-schedules (create, with an Idempotency-Key), PUT /v1/ppm-schedules/:id (the whole
 * schedule, and whether open tasks follow), POST /v1/ppm-schedules/preview (what a rule makes in
 * the next 90 days, against the saved one), and pause, resume and archive. Every change refreshes
 * the schedule lists and the schedule's own pages (detail, forecast, ledger) and the PPM task
 * lists, which a change may move.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ppmScheduleEndpoints,
  type TPpmPreviewRequest,
  type TPpmSchedule,
  type TPpmScheduleRequest,
  type TUpdatePpmScheduleRequest,
} from '@mainstay/contracts';
import { ticketsKeys } from '@/features/tickets';
import { call } from '@/lib/endpoint-client.ts';
import { ppmKeys } from './keys.ts';

function useOnScheduleSaved() {
  const queryClient = useQueryClient();
  return async (schedule: TPpmSchedule) => {
    queryClient.setQueryData(ppmKeys.detail(schedule.id), schedule);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ppmKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ppmKeys.forecasts(schedule.id) }),
      queryClient.invalidateQueries({ queryKey: ppmKeys.ledger(schedule.id) }),
      queryClient.invalidateQueries({ queryKey: ticketsKeys.kind('ppm') }),
    ]);
  };
}

export function useCreateScheduleMutation() {
  return useMutation({
    mutationFn: (body: TPpmScheduleRequest) => call(ppmScheduleEndpoints.create, { body }),
    onSuccess: useOnScheduleSaved(),
  });
}

export function useUpdateScheduleMutation(id: string) {
  return useMutation({
    mutationFn: (body: TUpdatePpmScheduleRequest) =>
      call(ppmScheduleEndpoints.update, { params: { id }, body }),
    onSuccess: useOnScheduleSaved(),
  });
}

export function usePreviewMutation() {
  return useMutation({
    mutationFn: (body: TPpmPreviewRequest) => call(ppmScheduleEndpoints.preview, { body }),
  });
}

export type ScheduleAction = 'pause' | 'resume' | 'archive';

export function useScheduleActionMutation(id: string) {
  return useMutation({
    mutationFn: ({ action, note = '' }: { action: ScheduleAction; note?: string }) =>
      action === 'pause'
        ? call(ppmScheduleEndpoints.pause, { params: { id }, body: { note } })
        : call(ppmScheduleEndpoints[action], { params: { id } }),
    onSuccess: useOnScheduleSaved(),
  });
}
