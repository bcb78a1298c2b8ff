/**
 * POST /v1/contractors, PATCH /v1/contractors/:id (the contractor dialog) and
 * DELETE /v1/contractors/:id.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateContractorRequest, TUpdateContractorRequest } from '@mainstay/contracts';
import { contractorEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { teamKeys } from './keys.ts';

export function useSaveContractorMutation(contractorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateContractorRequest & TUpdateContractorRequest) =>
      contractorId
        ? call(contractorEndpoints.updateContractor, { params: { id: contractorId }, body })
        : call(contractorEndpoints.createContractor, { body }),
    onSuccess: (contractor) => {
      queryClient.setQueryData(teamKeys.contractor(contractor.id), contractor);
      return queryClient.invalidateQueries({ queryKey: teamKeys.contractors() });
    },
  });
}

export function useDeleteContractorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(contractorEndpoints.deleteContractor, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.contractors() }),
  });
}
