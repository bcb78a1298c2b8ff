/** GET /v1/audit: the audit log, a page at a time, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditListResponse, TAuditQuery } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { accessKeys } from './keys.ts';

export const auditQueryOptions = (query: TAuditQuery) =>
  queryOptions({
    queryKey: accessKeys.auditPage(query),
    queryFn: () => api.get<TAuditListResponse>('/v1/audit', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useAuditQuery(query: TAuditQuery) {
  return useQuery(auditQueryOptions(query));
}
