/** GET /v1/purchase-orders/:id and GET /v1/invoices/:id: one document with its lines. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInvoiceDetail, TPurchaseOrderDetail } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { procurementKeys } from './keys.ts';

export type DocumentDetail = TPurchaseOrderDetail | TInvoiceDetail;

export const documentQueryOptions = (kind: ProcurementKind, id: string) =>
  queryOptions({
    queryKey: procurementKeys.detail(kind, id),
    queryFn: ({ signal }) => call(KINDS[kind].api.get, { params: { id }, signal }),
  });

export function useDocumentQuery(kind: ProcurementKind, id: string | null) {
  return useQuery({ ...documentQueryOptions(kind, id ?? ''), enabled: Boolean(id) });
}
