/**
 * Purchase orders and invoices: numbered per organisation, with line items whose totals the
 * server computes, an optional attached file, a supplier (a contractor or free text), and links
 * to an asset now (tickets later). Approvals record who and when.
 */
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { id, timestamps } from './columns.ts';
import { files } from './files.ts';
import { organisationColumn } from './organisations.ts';
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

/** Columns purchase orders and invoices share. */
const documentColumns = () => ({
  id: id(),
  organisationId: organisationColumn(),
  /** Unique per organisation, e.g. PO-000123 / INV-000045 (generated when left empty). */
  number: text('number').notNull(),
  supplierContractorId: uuid('supplier_contractor_id').references(() => contractors.id, {
    onDelete: 'set null',
  }),
  supplierName: text('supplier_name'),
  issueDate: date('issue_date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }),
  currency: text('currency').notNull(),
  /** Computed by the server from the lines, in minor units. */
  subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
  taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  notes: text('notes').notNull().default(''),
  fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
  ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  approvedByUserId: uuid('approved_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  { ...documentColumns(), status: purchaseOrderStatus('status').notNull().default('draft') },
  (table) => [
    unique('purchase_orders_organisation_id_number_unique').on(table.organisationId, table.number),
    index('purchase_orders_organisation_id_asset_id_idx').on(table.organisationId, table.assetId),
    index('purchase_orders_organisation_id_ticket_id_idx').on(table.organisationId, table.ticketId),
    index('purchase_orders_organisation_id_issue_date_idx').on(
      table.organisationId,
      table.issueDate,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    ...documentColumns(),
    status: invoiceStatus('status').notNull().default('draft'),
    purchaseOrderId: uuid('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    unique('invoices_organisation_id_number_unique').on(table.organisationId, table.number),
    index('invoices_organisation_id_asset_id_idx').on(table.organisationId, table.assetId),
    index('invoices_organisation_id_ticket_id_idx').on(table.organisationId, table.ticketId),
    index('invoices_organisation_id_issue_date_idx').on(table.organisationId, table.issueDate),
  ],
);

/** Line items of both kinds of document (exactly one of the two ids is set). */
const lineColumns = () => ({
  id: id(),
  organisationId: organisationColumn(),
  position: integer('position').notNull(),
  description: text('description').notNull(),
  quantity: doublePrecision('quantity').notNull(),
  unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
  /** Percent, e.g. 20 for 20 %. */
  taxRate: doublePrecision('tax_rate').notNull().default(0),
  lineTotalCents: bigint('line_total_cents', { mode: 'number' }).notNull(),
});

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...lineColumns(),
    purchaseOrderId: uuid('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
  },
  (table) => [index('purchase_order_lines_purchase_order_id_idx').on(table.purchaseOrderId)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
  },
  (table) => [index('invoice_lines_invoice_id_idx').on(table.invoiceId)],
);

export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
