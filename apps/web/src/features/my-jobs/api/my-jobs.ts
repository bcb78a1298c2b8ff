/** GET /v1/my-jobs: the caller's queue, most urgent SLA first, with its counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@mainstay/contracts';
import { ticketsKeys } from '@/features/tickets';
import { call } from '@/lib/endpoint-client.ts';

export function useMyJobsQuery(query: Record<string, string>) {
  return useQuery({
    queryKey: ticketsKeys.myJobs(query),
    queryFn: ({ signal }) => call(ticketEndpoints.myJobs, { query, signal }),
    // The previous page stays on screen while a filter or page change loads.
    placeholderData: keepPreviousData,
  });
}
