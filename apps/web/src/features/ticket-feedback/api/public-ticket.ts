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
  TPublicTicket,
  TPublicTicketResult,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';

export const publicTicketKey = (token: string) => ['public-ticket', token] as const;

export function usePublicTicketQuery(token: string | null) {
  return useQuery({
    queryKey: publicTicketKey(token ?? ''),
    queryFn: ({ signal }) =>
      // Invalid and expired links are final answers: no retries.
      api.get<TPublicTicket>('/v1/public/ticket-feedback', {
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
function usePublicAnswer<TBody>(path: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => api.post<TPublicTicketResult>(path, body),
    onSuccess: (result) => queryClient.setQueryData(publicTicketKey(token), result.ticket),
  });
}

export const useSendFeedbackMutation = (token: string) =>
  usePublicAnswer<TPublicFeedbackRequest>('/v1/public/ticket-feedback', token);

export const useReopenTicketMutation = (token: string) =>
  usePublicAnswer<TPublicReopenRequest>('/v1/public/ticket-reopen', token);
