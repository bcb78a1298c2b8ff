/**
 * Purchase orders and invoices: numbered per organisation, with line items whose totals the
 * server computes, an optional attached file, a supplier (a contractor or free text), and links
 * to an asset now (tickets later). Approvals record who and when.
 */
import {
  doublePrecision,
  index,
  integer,
  pgEnum,
  text,
  unique,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import {
  at,
  belongsTo,
  cents,
  day,
  linkTo,
  organisationIndexes,
  textOrEmpty,
  timestamps,
} from './columns.ts';
import { files } from './files.ts';
import { tenantTable } from './organisations.ts';
import { contractors } from './people.ts';
import { tickets } from './tickets.ts';
import { users } from './users.ts';

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'approved',
  'received',
  'cancelled',
] as const;
export const purchaseOrderStatus = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
export const INVOICE_STATUSES = ['draft', 'received', 'approved', 'paid', 'disputed'] as const;
export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);

/** Columns purchase orders and invoices share (after their id and organisation). */
const documentColumns = () => ({
  /** Unique per organisation, e.g. PO-000123 / INV-000045 (generated when left empty). */
  number: text('number').notNull(),
  supplierContractorId: linkTo('supplier_contractor_id', () => contractors.id),
  supplierName: text('supplier_name'),
  issueDate: day('issue_date').notNull(),
  dueDate: day('due_date'),
  currency: text('currency').notNull(),
  /** Computed by the server from the lines, in minor units. */
  subtotalCents: cents('subtotal_cents').notNull().default(0),
  taxCents: cents('tax_cents').notNull().default(0),
  totalCents: cents('total_cents').notNull().default(0),
  notes: textOrEmpty('notes'),
  fileId: linkTo('file_id', () => files.id),
  assetId: linkTo('asset_id', () => assets.id),
  ticketId: linkTo('ticket_id', () => tickets.id),
  approvedByUserId: linkTo('approved_by_user_id', () => users.id),
  approvedAt: at('approved_at'),
  createdByUserId: linkTo('created_by_user_id', () => users.id),
  ...timestamps(),
});

/** Both kinds: the number is unique per organisation; lists go by asset, ticket and date. */
const documentKeys = (
  tableName: string,
  table: { organisationId: ExtraConfigColumn; number: ExtraConfigColumn } & Record<
    'assetId' | 'ticketId' | 'issueDate',
    ExtraConfigColumn
  >,
) => [
  unique(`${tableName}_organisation_id_number_unique`).on(table.organisationId, table.number),
  ...organisationIndexes(tableName, table, ['assetId', 'ticketId', 'issueDate']),
];

export const purchaseOrders = tenantTable(
  'purchase_orders',
  { ...documentColumns(), status: purchaseOrderStatus('status').notNull().default('draft') },
  (table) => documentKeys('purchase_orders', table),
);

export const invoices = tenantTable(
  'invoices',
  {
    ...documentColumns(),
    status: invoiceStatus('status').notNull().default('draft'),
    purchaseOrderId: linkTo('purchase_order_id', () => purchaseOrders.id),
    paidAt: at('paid_at'),
  },
  (table) => documentKeys('invoices', table),
);

/** Line items of both kinds of document (exactly one of the two ids is set). */
const lineColumns = () => ({
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: doublePrecision('quantity').notNull(),
  unitPriceCents: cents('unit_price_cents').notNull(),
  /** Percent, e.g. 20 for 20 %. */
  taxRate: doublePrecision('tax_rate').notNull().default(0),
  lineTotalCents: cents('line_total_cents').notNull(),
});

export const purchaseOrderLines = tenantTable(
  'purchase_order_lines',
  {
    ...lineColumns(),
    purchaseOrderId: belongsTo('purchase_order_id', () => purchaseOrders.id),
  },
  (table) => [index('purchase_order_lines_purchase_order_id_idx').on(table.purchaseOrderId)],
);

export const invoiceLines = tenantTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
  },
  (table) => [index('invoice_lines_invoice_id_idx').on(table.invoiceId)],
);

export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
