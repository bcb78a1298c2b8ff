/**
 * Invoices (GET/POST/PATCH/DELETE /v1/invoices, status moves and the attached file). An invoice
 * may refer to a purchase order of the same organisation. Totals are computed by the server.
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
import { INVOICE_STATUS_VALUES, procurementDocumentFields } from './fields.ts';
import { v } from '../validation.ts';

export const ZInvoiceFields = z.object({
  ...procurementDocumentFields,
  purchase_order_id: z
    .union([z.literal(''), z.uuid(v('procurement.purchaseOrderFromList'))])
    .nullish()
    .transform((value) => (value ? value : null)),
});

export const ZCreateInvoiceRequest = ZInvoiceFields.partial()
  .required({ issue_date: true, currency: true, lines: true })
  .meta({ id: 'CreateInvoiceRequest' });
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;

export const ZUpdateInvoiceRequest = ZInvoiceFields.partial().meta({ id: 'UpdateInvoiceRequest' });
export type TUpdateInvoiceRequest = z.input<typeof ZUpdateInvoiceRequest>;

export const ZInvoiceStatusRequest = z
  .object({
    status: z.enum(INVOICE_STATUS_VALUES, v('common.theStatusOneOf')),
    note: z
      .string()
      .trim()
      .max(1000, v('common.theNoteMax'))
      .optional()
      .describe('Why, e.g. the reason for a dispute (kept in the audit log)'),
  })
  .meta({ id: 'InvoiceStatusRequest' });
export type TInvoiceStatusRequest = z.infer<typeof ZInvoiceStatusRequest>;

export const ZInvoiceSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: z.enum(INVOICE_STATUS_VALUES),
    supplier: ZProcurementSupplier,
    issue_date: z.string(),
    due_date: z.string().nullable(),
    currency: z.string(),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    asset: ZProcurementAssetRef.nullable(),
    ticket: ZProcurementTicketRef.nullable(),
    purchase_order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
    file: ZFileLink.nullable(),
    approved_by: ZProcurementPersonRef.nullable(),
    approved_at: z.iso.datetime().nullable(),
    paid_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'InvoiceSummary' });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceDetail = ZInvoiceSummary.extend({
  notes: z.string(),
  lines: z.array(ZProcurementLine),
  created_by: ZProcurementPersonRef.nullable(),
}).meta({ id: 'InvoiceDetail' });
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZInvoiceListQuery = listQuery(PROCUREMENT_SORTABLE).extend({
  asset_id: z.uuid(v('common.invalidAssetId')).optional(),
  status: z.enum(INVOICE_STATUS_VALUES, v('common.theStatusOneOf')).optional(),
  supplier_contractor_id: z.uuid(v('common.invalidContractorId')).optional(),
  ticket_id: z.uuid(v('common.invalidTicketId')).optional(),
  purchase_order_id: z.uuid(v('procurement.invalidPurchaseOrderId')).optional(),
});
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

export const ZInvoiceListResponse = paginated(ZInvoiceSummary).meta({
  id: 'InvoiceListResponse',
});
export type TInvoiceListResponse = z.infer<typeof ZInvoiceListResponse>;
