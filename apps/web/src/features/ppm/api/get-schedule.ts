/**
 * GET /v1/ppm-schedules/:id (the schedule with its next occurrences), its forecast of the coming
 * months and its generation ledger (what each occurrence made, or why it was skipped).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ppmScheduleEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ppmKeys } from './keys.ts';

export const scheduleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ppmKeys.detail(id),
    queryFn: ({ signal }) => call(ppmScheduleEndpoints.get, { params: { id }, signal }),
  });

export function useScheduleQuery(id: string) {
  return useQuery(scheduleQueryOptions(id));
}

export function useForecastQuery(id: string, months = 12) {
  return useQuery({
    queryKey: ppmKeys.forecast(id, months),
    queryFn: ({ signal }) =>
      call(ppmScheduleEndpoints.forecast, {
        params: { id },
        query: { months: String(months) },
        signal,
      }),
  });
}

export function useOccurrencesQuery(id: string, query: Record<string, string>) {
  return useQuery({
    queryKey: ppmKeys.occurrences(id, query),
    queryFn: ({ signal }) =>
      call(ppmScheduleEndpoints.occurrences, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
