/**
 * Purchase orders and invoices are the same kind of document with different statuses, so one
 * set of services handles both, told apart by a `DocumentKind`: its tables, number prefix,
 * status moves and the words its messages use.
 */
import {
  INVOICE_LOCKED_STATUSES,
  INVOICE_TRANSITIONS,
  PURCHASE_ORDER_LOCKED_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
} from '@mainstay/contracts';
import type { Database } from '../../db/client.ts';
import {
  invoiceLines,
  invoices,
  purchaseOrderLines,
  purchaseOrders,
} from '../../db/schema/index.ts';
import type { FilesService } from '../files/index.ts';

export interface ProcurementDeps {
  db: Database;
  files: FilesService;
}

/**
 * Both document tables have the same shared columns (and both line tables), so the services
 * address them through the purchase-order table types; drizzle writes SQL from the column
 * objects themselves, so the invoice tables' own names are used at run time. Columns only
 * invoices have are handled where `kind.entity === 'invoice'`.
 */
export type DocumentTable = typeof purchaseOrders;
export type LineTable = typeof purchaseOrderLines;

export interface DocumentKind {
  entity: 'purchase_order' | 'invoice';
  /** In sentences: "purchase order", "invoice". */
  noun: string;
  /** Starting a sentence: "A purchase order", "An invoice". */
  aNoun: string;
  prefix: 'PO' | 'INV';
  table: DocumentTable;
  lines: LineTable;
  /** The lines' column pointing at the document. */
  lineParent: LineTable['purchaseOrderId'];
  lineParentKey: 'purchaseOrderId' | 'invoiceId';
  transitions: Readonly<Record<string, readonly string[]>>;
  locked: readonly string[];
}

export const PURCHASE_ORDER: DocumentKind = {
  entity: 'purchase_order',
  noun: 'purchase order',
  aNoun: 'A purchase order',
  prefix: 'PO',
  table: purchaseOrders,
  lines: purchaseOrderLines,
  lineParent: purchaseOrderLines.purchaseOrderId,
  lineParentKey: 'purchaseOrderId',
  transitions: PURCHASE_ORDER_TRANSITIONS,
  locked: PURCHASE_ORDER_LOCKED_STATUSES,
};

export const INVOICE: DocumentKind = {
  entity: 'invoice',
  noun: 'invoice',
  aNoun: 'An invoice',
  prefix: 'INV',
  table: invoices as unknown as DocumentTable,
  lines: invoiceLines as unknown as LineTable,
  lineParent: invoiceLines.invoiceId as unknown as LineTable['purchaseOrderId'],
  lineParentKey: 'invoiceId',
  transitions: INVOICE_TRANSITIONS,
  locked: INVOICE_LOCKED_STATUSES,
};

/** "Purchase order not found" / "Invoice not found". */
export const notFoundMessage = (kind: DocumentKind) =>
  `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} not found`;

export const ASSET_NOT_FOUND = 'Asset not found';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const CONTRACTOR_NOT_FOUND = 'Contractor not found';
export const PURCHASE_ORDER_NOT_FOUND = 'Purchase order not found';
export const SUPPLIER_REQUIRED = 'Choose a contractor or enter the supplier name';
export const DUE_BEFORE_ISSUE = 'The due date cannot be before the issue date';
export const NUMBER_TAKEN = 'This number is already used';
export const APPROVE_FORBIDDEN = 'Approving needs the permission to manage assets';
