/** GET /v1/purchase-orders and GET /v1/invoices: a page of documents (e.g. of one asset). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TInvoiceListQuery,
  TInvoiceListResponse,
  TPurchaseOrderListResponse,
} from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { KINDS, type ProcurementKind } from '../lib/kinds.ts';
import { procurementKeys } from './keys.ts';

export type DocumentListParams = Partial<TInvoiceListQuery>;
export type DocumentListResponse = TPurchaseOrderListResponse | TInvoiceListResponse;
export type DocumentSummary = DocumentListResponse['data'][number];

export const documentsQueryOptions = (kind: ProcurementKind, params: DocumentListParams) =>
  queryOptions({
    queryKey: procurementKeys.list(kind, params),
    queryFn: ({ signal }) => call(KINDS[kind].api.list, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useDocumentsQuery(kind: ProcurementKind, params: DocumentListParams) {
  return useQuery(documentsQueryOptions(kind, params));
}
