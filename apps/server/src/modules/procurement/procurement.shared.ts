/**
 * Purchase orders and invoices are the same kind of document with different statuses, so one
 * set of services handles both, told apart by a `DocumentKind`: its tables, number prefix,
 * status moves and the code of its "not found" (its refusals name it by `entity`, worded in
 * packages/i18n `errors:documentIn` and `errors:documentStatus`).
 */
import {
  INVOICE_LOCKED_STATUSES,
  INVOICE_TRANSITIONS,
  PURCHASE_ORDER_LOCKED_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
  type TDomainErrorCode,
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
  notFound: TDomainErrorCode;
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
  notFound: 'PURCHASE_ORDER_NOT_FOUND',
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
  notFound: 'INVOICE_NOT_FOUND',
  prefix: 'INV',
  table: invoices as unknown as DocumentTable,
  lines: invoiceLines as unknown as LineTable,
  lineParent: invoiceLines.invoiceId as unknown as LineTable['purchaseOrderId'],
  lineParentKey: 'invoiceId',
  transitions: INVOICE_TRANSITIONS,
  locked: INVOICE_LOCKED_STATUSES,
};

export const ASSET_NOT_FOUND = 'ASSET_NOT_FOUND' satisfies TDomainErrorCode;
export const TICKET_NOT_FOUND = 'TICKET_NOT_FOUND' satisfies TDomainErrorCode;
export const CONTRACTOR_NOT_FOUND = 'CONTRACTOR_NOT_FOUND' satisfies TDomainErrorCode;
export const PURCHASE_ORDER_NOT_FOUND = 'PURCHASE_ORDER_NOT_FOUND' satisfies TDomainErrorCode;
export const SUPPLIER_REQUIRED = 'SUPPLIER_REQUIRED' satisfies TDomainErrorCode;
export const DUE_BEFORE_ISSUE = 'DUE_BEFORE_ISSUE' satisfies TDomainErrorCode;
export const NUMBER_TAKEN = 'DOCUMENT_NUMBER_TAKEN' satisfies TDomainErrorCode;
export const APPROVE_FORBIDDEN = 'PROCUREMENT_APPROVE_FORBIDDEN' satisfies TDomainErrorCode;
