/**
 * POST /v1/contractors, PATCH /v1/contractors/:id (the contractor dialog) and
 * DELETE /v1/contractors/:id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TContractorDetail,
  TCreateContractorRequest,
  TUpdateContractorRequest,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { teamKeys } from './keys.ts';

export function useSaveContractorMutation(contractorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateContractorRequest & TUpdateContractorRequest) =>
      contractorId
        ? api.patch<TContractorDetail>(`/v1/contractors/${encodeURIComponent(contractorId)}`, body)
        : api.post<TContractorDetail>('/v1/contractors', body),
    onSuccess: (contractor) => {
      queryClient.setQueryData(teamKeys.contractor(contractor.id), contractor);
      return queryClient.invalidateQueries({ queryKey: teamKeys.contractors() });
    },
  });
}

export function useDeleteContractorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/v1/contractors/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.contractors() }),
  });
}
