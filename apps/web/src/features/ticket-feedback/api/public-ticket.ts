/**
 * The public reporter loop (no account): the ticket a signed link names
 * (GET /v1/public/ticket-feedback?t=), a rating (POST /v1/public/ticket-feedback) and a reopen
 * request (POST /v1/public/ticket-reopen). These routes are public and never answer 401, so
 * the client's "session expired, go to login" path is never taken for a visitor.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPublicFeedbackRequest,
  TPublicReopenRequest,
  TPublicTicketResult,
} from '@mainstay/contracts';
import { publicTicketEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export const publicTicketKey = (token: string) => ['public-ticket', token] as const;

export function usePublicTicketQuery(token: string | null) {
  return useQuery({
    queryKey: publicTicketKey(token ?? ''),
    queryFn: ({ signal }) =>
      // Invalid and expired links are final answers: no retries.
      call(publicTicketEndpoints.publicTicket, {
        query: { t: token ?? '' },
        signal,
        retry: false,
      }),
    enabled: Boolean(token),
    // The page a visitor is reading should not change under them.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** Both answers return the ticket as it now is: the page shows it without another call. */
function usePublicAnswer<TBody>(
  send: (body: TBody) => Promise<TPublicTicketResult>,
  token: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (result) => queryClient.setQueryData(publicTicketKey(token), result.ticket),
  });
}

export const useSendFeedbackMutation = (token: string) =>
  usePublicAnswer(
    (body: TPublicFeedbackRequest) => call(publicTicketEndpoints.sendFeedback, { body }),
    token,
  );

export const useReopenTicketMutation = (token: string) =>
  usePublicAnswer(
    (body: TPublicReopenRequest) => call(publicTicketEndpoints.reopenTicket, { body }),
    token,
  );
