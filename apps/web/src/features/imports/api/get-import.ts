/** GET /v1/imports/:id, asked again every second while the file is being checked or imported. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TImportJob } from '@mainstay/contracts';
import { importEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { importKeys } from './keys.ts';

export const POLL_INTERVAL_MS = 1000;

export const isRunning = (job: TImportJob | undefined) =>
  job?.status === 'validating' || job?.status === 'importing';

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => call(importEndpoints.getImport, { params: { id }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? POLL_INTERVAL_MS : false),
  });

export function useImportQuery(id: string | undefined) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: Boolean(id) });
}
