/**
 * The work record: POST/PATCH/DELETE {api}/:id/time-logs (start a timer, log a duration, stop,
 * remove) and POST/DELETE {api}/:id/parts. Each call answers with the refreshed ticket (logs,
 * parts and costs), which replaces the cached one; the timeline is refetched for its entry.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TTicketDetail,
  TTicketKind,
  TTicketPartRequest,
  TTicketTimeLogRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { ticketPath } from './get-ticket.ts';
import { ticketsKeys } from './keys.ts';

function useWorkMutation<TVariables>(
  kind: TTicketKind,
  id: string,
  call: (base: string, variables: TVariables) => Promise<TTicketDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(ticketPath(kind, id), variables),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketsKeys.detail(kind, id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKeys.activity(kind, id) });
    },
  });
}

const logPath = (base: string, logId: string) => `${base}/time-logs/${encodeURIComponent(logId)}`;

/** Start the caller's timer (no duration) or record time already spent (duration_minutes). */
export function useAddTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (base, body: TTicketTimeLogRequest) =>
    api.post<TTicketDetail>(`${base}/time-logs`, body),
  );
}

/** Stop a running timer: an empty body ends it now. */
export function useStopTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (base, logId: string) =>
    api.patch<TTicketDetail>(logPath(base, logId), {}),
  );
}

export function useDeleteTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (base, logId: string) =>
    api.delete<TTicketDetail>(logPath(base, logId)),
  );
}

export function useAddPartMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (base, body: TTicketPartRequest) =>
    api.post<TTicketDetail>(`${base}/parts`, body),
  );
}

export function useDeletePartMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (base, partId: string) =>
    api.delete<TTicketDetail>(`${base}/parts/${encodeURIComponent(partId)}`),
  );
}
