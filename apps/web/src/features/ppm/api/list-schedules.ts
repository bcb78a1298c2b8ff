/** GET /v1/ppm-schedules: a page of schedules with their next due date and open tasks. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ppmScheduleEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ppmKeys } from './keys.ts';

export const schedulesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: ppmKeys.list(query),
    queryFn: ({ signal }) => call(ppmScheduleEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useSchedulesQuery(query: Record<string, string>) {
  return useQuery(schedulesQueryOptions(query));
}
