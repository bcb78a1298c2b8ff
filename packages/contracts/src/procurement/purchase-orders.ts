/**
 * Purchase orders (GET/POST/PATCH/DELETE /v1/purchase-orders, status moves and the attached
 * file). Amounts travel in major units (12.5 = 12.50); totals are computed by the server.
 */
import { z } from 'zod';
import { listQuery, paginated, ZFileLink } from '../files/files.ts';
import {
  PROCUREMENT_SORTABLE,
  ZProcurementAssetRef,
  ZProcurementLine,
  ZProcurementPersonRef,
  ZProcurementSupplier,
  ZProcurementTicketRef,
} from './documents.ts';
import { PURCHASE_ORDER_STATUS_VALUES, procurementDocumentFields } from './fields.ts';
import { v } from '../validation.ts';

export const ZPurchaseOrderFields = z.object(procurementDocumentFields);

export const ZCreatePurchaseOrderRequest = ZPurchaseOrderFields.partial()
  .required({ issue_date: true, currency: true, lines: true })
  .meta({ id: 'CreatePurchaseOrderRequest' });
export type TCreatePurchaseOrderRequest = z.input<typeof ZCreatePurchaseOrderRequest>;

export const ZUpdatePurchaseOrderRequest = ZPurchaseOrderFields.partial().meta({
  id: 'UpdatePurchaseOrderRequest',
});
export type TUpdatePurchaseOrderRequest = z.input<typeof ZUpdatePurchaseOrderRequest>;

export const ZPurchaseOrderStatusRequest = z
  .object({
    status: z.enum(PURCHASE_ORDER_STATUS_VALUES, v('common.theStatusOneOf')),
  })
  .meta({ id: 'PurchaseOrderStatusRequest' });
export type TPurchaseOrderStatusRequest = z.infer<typeof ZPurchaseOrderStatusRequest>;

export const ZPurchaseOrderSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: z.enum(PURCHASE_ORDER_STATUS_VALUES),
    supplier: ZProcurementSupplier,
    issue_date: z.string(),
    due_date: z.string().nullable(),
    currency: z.string(),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    asset: ZProcurementAssetRef.nullable(),
    ticket: ZProcurementTicketRef.nullable(),
    file: ZFileLink.nullable(),
    approved_by: ZProcurementPersonRef.nullable(),
    approved_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'PurchaseOrderSummary' });
export type TPurchaseOrderSummary = z.infer<typeof ZPurchaseOrderSummary>;

export const ZPurchaseOrderDetail = ZPurchaseOrderSummary.extend({
  notes: z.string(),
  lines: z.array(ZProcurementLine),
  created_by: ZProcurementPersonRef.nullable(),
}).meta({ id: 'PurchaseOrderDetail' });
export type TPurchaseOrderDetail = z.infer<typeof ZPurchaseOrderDetail>;

export const ZPurchaseOrderListQuery = listQuery(PROCUREMENT_SORTABLE).extend({
  asset_id: z.uuid(v('common.invalidAssetId')).optional(),
  status: z.enum(PURCHASE_ORDER_STATUS_VALUES, v('common.theStatusOneOf')).optional(),
  supplier_contractor_id: z.uuid(v('common.invalidContractorId')).optional(),
  ticket_id: z.uuid(v('common.invalidTicketId')).optional(),
});
export type TPurchaseOrderListQuery = z.infer<typeof ZPurchaseOrderListQuery>;

export const ZPurchaseOrderListResponse = paginated(ZPurchaseOrderSummary).meta({
  id: 'PurchaseOrderListResponse',
});
export type TPurchaseOrderListResponse = z.infer<typeof ZPurchaseOrderListResponse>;
