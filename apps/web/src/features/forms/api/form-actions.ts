/**
 * A form's moves: complete, reopen, delete, e-mail a signature code and sign. Each answer is
 * the form as it now is (kept in the cache); the lists are refreshed after.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { formEndpoints, type TFormDetail, type TSignFormRequest } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

async function keep(queryClient: QueryClient, form: TFormDetail) {
  queryClient.setQueryData(formsKeys.detail(form.id), form);
  await queryClient.invalidateQueries({ queryKey: formsKeys.lists() });
}

export function useCompleteFormMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(formEndpoints.complete, { params: { id } }),
    onSuccess: (form) => keep(queryClient, form),
  });
}

export function useReopenFormMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(formEndpoints.reopen, { params: { id } }),
    onSuccess: (form) => keep(queryClient, form),
  });
}

export function useDeleteFormMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(formEndpoints.remove, { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: formsKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: formsKeys.lists() });
    },
  });
}

export function useSignatureCodeMutation(id: string) {
  return useMutation({
    mutationFn: () => call(formEndpoints.requestSignatureCode, { params: { id } }),
  });
}

export function useSignFormMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignFormRequest) => call(formEndpoints.sign, { params: { id }, body }),
    onSuccess: (form) => keep(queryClient, form),
  });
}
