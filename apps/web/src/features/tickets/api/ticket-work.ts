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
  TicketKindEndpoints,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { TICKET_KINDS } from '../lib/kinds.ts';
import { ticketsKeys } from './keys.ts';

function useWorkMutation<TVariables>(
  kind: TTicketKind,
  id: string,
  send: (endpoints: TicketKindEndpoints, variables: TVariables) => Promise<TTicketDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => send(TICKET_KINDS[kind].api, variables),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketsKeys.detail(kind, id), ticket);
      return queryClient.invalidateQueries({ queryKey: ticketsKeys.activity(kind, id) });
    },
  });
}

/** Start the caller's timer (no duration) or record time already spent (duration_minutes). */
export function useAddTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (endpoints, body: TTicketTimeLogRequest) =>
    call(endpoints.logTime, { params: { id }, body }),
  );
}

/** Stop a running timer: an empty body ends it now. */
export function useStopTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (endpoints, logId: string) =>
    call(endpoints.updateTimeLog, { params: { id, logId }, body: {} }),
  );
}

export function useDeleteTimeLogMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (endpoints, logId: string) =>
    call(endpoints.deleteTimeLog, { params: { id, logId } }),
  );
}

export function useAddPartMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (endpoints, body: TTicketPartRequest) =>
    call(endpoints.addPart, { params: { id }, body }),
  );
}

export function useDeletePartMutation(kind: TTicketKind, id: string) {
  return useWorkMutation(kind, id, (endpoints, partId: string) =>
    call(endpoints.deletePart, { params: { id, partId } }),
  );
}
