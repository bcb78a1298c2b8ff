/** GET /v1/my-jobs: the caller's queue, most urgent SLA first, with its counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMyJobsResponse } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { ticketsKeys } from '@/features/tickets';

export function useMyJobsQuery(query: Record<string, string>) {
  return useQuery({
    queryKey: ticketsKeys.myJobs(query),
    queryFn: ({ signal }) => api.get<TMyJobsResponse>('/v1/my-jobs', { query, signal }),
    // The previous page stays on screen while a filter or page change loads.
    placeholderData: keepPreviousData,
  });
}
