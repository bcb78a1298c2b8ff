/** GET /v1/purchase-orders/:id and GET /v1/invoices/:id: one document with its lines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvoiceDetail, TPurchaseOrderDetail } from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { procurementKeys } from './keys.ts';

export type DocumentDetail = TPurchaseOrderDetail | TInvoiceDetail;

export const documentPath = (kind: ProcurementKind, id: string) =>
  `${KINDS[kind].path}/${encodeURIComponent(id)}`;

export const documentQueryOptions = (kind: ProcurementKind, id: string) =>
  queryOptions({
    queryKey: procurementKeys.detail(kind, id),
    queryFn: ({ signal }) => api.get<DocumentDetail>(documentPath(kind, id), { signal }),
  });

export function useDocumentQuery(kind: ProcurementKind, id: string | null) {
  return useQuery({ ...documentQueryOptions(kind, id ?? ''), enabled: Boolean(id) });
}
