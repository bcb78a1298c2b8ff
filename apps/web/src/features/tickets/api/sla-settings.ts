/**
 * The ticket settings dialog's calls: SLA policies (/v1/sla-policies), the working calendar and
 * ticket rules (/v1/ticket-settings), holidays, and the roles a policy may escalate to.
 * Every change refreshes the 'tickets' queries, since SLA deadlines shown in lists may move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THoliday,
  THolidayRequest,
  TRoleListResponse,
  TSlaPolicy,
  TSlaPolicyListResponse,
  TSlaPolicyRequest,
  TTicketSettings,
  TUpdateTicketSettingsRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { ticketsKeys } from './keys.ts';

const policyPath = (id: string) => `/v1/sla-policies/${encodeURIComponent(id)}`;
const holidayPath = (id: string) => `/v1/ticket-settings/holidays/${encodeURIComponent(id)}`;

function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
}

export function useSlaPoliciesQuery() {
  return useQuery({
    queryKey: ticketsKeys.slaPolicies(),
    queryFn: ({ signal }) => api.get<TSlaPolicyListResponse>('/v1/sla-policies', { signal }),
  });
}

export function useSaveSlaPolicyMutation(id: string | null) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TSlaPolicyRequest) =>
      id
        ? api.patch<TSlaPolicy>(policyPath(id), body)
        : api.post<TSlaPolicy>('/v1/sla-policies', body),
    onSuccess: invalidate,
  });
}

export function useDeleteSlaPolicyMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(policyPath(id)),
    onSuccess: invalidate,
  });
}

export function useTicketSettingsQuery() {
  return useQuery({
    queryKey: ticketsKeys.settings(),
    queryFn: ({ signal }) => api.get<TTicketSettings>('/v1/ticket-settings', { signal }),
  });
}

export function useUpdateTicketSettingsMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TUpdateTicketSettingsRequest) =>
      api.patch<TTicketSettings>('/v1/ticket-settings', body),
    onSuccess: invalidate,
  });
}

export function useHolidaysQuery() {
  return useQuery({
    queryKey: ticketsKeys.holidays(),
    queryFn: ({ signal }) =>
      api.get<{ data: THoliday[] }>('/v1/ticket-settings/holidays', { signal }),
  });
}

export function useAddHolidayMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: THolidayRequest) => api.post<THoliday>('/v1/ticket-settings/holidays', body),
    onSuccess: invalidate,
  });
}

export function useDeleteHolidayMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(holidayPath(id)),
    onSuccess: invalidate,
  });
}

/**
 * Roles a policy can escalate to. Reading roles needs its own permission: without it the
 * query fails and the form keeps only the policy's current role.
 */
export function useEscalationRolesQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...ticketsKeys.all, 'escalation-roles'] as const,
    queryFn: ({ signal }) => api.get<TRoleListResponse>('/v1/roles', { signal }),
    select: (response) => response.data.map((role) => ({ id: role.id, name: role.name })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
