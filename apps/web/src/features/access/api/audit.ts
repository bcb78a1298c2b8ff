/** GET /v1/audit: the audit log, a page at a time, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditQuery } from '@mainstay/contracts';
import { accessEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { accessKeys } from './keys.ts';

export const auditQueryOptions = (query: TAuditQuery) =>
  queryOptions({
    queryKey: accessKeys.auditPage(query),
    queryFn: () => call(accessEndpoints.listAudit, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

export function useAuditQuery(query: TAuditQuery) {
  return useQuery(auditQueryOptions(query));
}
