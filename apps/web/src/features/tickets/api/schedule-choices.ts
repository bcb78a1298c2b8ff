/**
 * The PPM schedules a task list can be narrowed to: the chosen building's, or the first hundred
 * the caller sees, by title (the schedules pages have their own look-ups; features do not share
 * internals, and the call is small).
 */
import { useQuery } from '@tanstack/react-query';
import { ppmScheduleEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { ticketsKeys } from './keys.ts';
import type { PlaceChoice } from './place-choices.ts';

export function useScheduleChoicesQuery(buildingId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...ticketsKeys.all, 'choices', 'ppm-schedules', buildingId ?? ''],
    queryFn: ({ signal }) =>
      call(ppmScheduleEndpoints.list, {
        query: { per_page: 100, sort: 'title', order: 'asc', building_id: buildingId },
        signal,
      }),
    select: (response): PlaceChoice[] =>
      response.data.map((row) => ({ id: row.id, name: row.title })),
    enabled,
    staleTime: 60_000,
  });
}
