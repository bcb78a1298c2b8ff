/** POST /v1/forms: start a form with a template's latest version (on a ticket, an asset...). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formEndpoints, type TCreateFormRequest } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { formsKeys } from './keys.ts';

export function useCreateFormMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateFormRequest) => call(formEndpoints.create, { body }),
    onSuccess: async (form) => {
      queryClient.setQueryData(formsKeys.detail(form.id), form);
      await queryClient.invalidateQueries({ queryKey: formsKeys.lists() });
    },
  });
}
