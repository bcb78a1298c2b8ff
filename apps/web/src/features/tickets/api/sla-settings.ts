/**
 * The ticket settings dialog's calls: SLA policies (/v1/sla-policies), the working calendar and
 * ticket rules (/v1/ticket-settings), holidays, and the roles a policy may escalate to.
 * Every change refreshes the 'tickets' queries, since SLA deadlines shown in lists may move.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  THolidayRequest,
  TSlaPolicyRequest,
  TUpdateTicketSettingsRequest,
} from '@mainstay/contracts';
import { accessEndpoints, ticketEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ticketsKeys } from './keys.ts';

function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ticketsKeys.all });
}

export function useSlaPoliciesQuery() {
  return useQuery({
    queryKey: ticketsKeys.slaPolicies(),
    queryFn: ({ signal }) => call(ticketEndpoints.listSlaPolicies, { signal }),
  });
}

export function useSaveSlaPolicyMutation(id: string | null) {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TSlaPolicyRequest) =>
      id
        ? call(ticketEndpoints.updateSlaPolicy, { params: { id }, body })
        : call(ticketEndpoints.createSlaPolicy, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteSlaPolicyMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => call(ticketEndpoints.deleteSlaPolicy, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useTicketSettingsQuery() {
  return useQuery({
    queryKey: ticketsKeys.settings(),
    queryFn: ({ signal }) => call(ticketEndpoints.getTicketSettings, { signal }),
  });
}

export function useUpdateTicketSettingsMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: TUpdateTicketSettingsRequest) =>
      call(ticketEndpoints.updateTicketSettings, { body }),
    onSuccess: invalidate,
  });
}

export function useHolidaysQuery() {
  return useQuery({
    queryKey: ticketsKeys.holidays(),
    queryFn: ({ signal }) => call(ticketEndpoints.listHolidays, { signal }),
  });
}

export function useAddHolidayMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (body: THolidayRequest) => call(ticketEndpoints.createHoliday, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteHolidayMutation() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => call(ticketEndpoints.deleteHoliday, { params: { id } }),
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
    queryFn: ({ signal }) => call(accessEndpoints.listRoles, { signal }),
    select: (response) =>
      response.data.map((role) => ({ id: role.id, name: role.name, key: role.key })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
