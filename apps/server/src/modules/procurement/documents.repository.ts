/**
 * Reading purchase orders and invoices: the joined rows (asset, supplier contractor, approver,
 * author), the caller's visibility (their organisation, and their buildings when limited to
 * some: a document follows its asset's building), and the API views with amounts in major
 * units and signed file links.
 */
import {
  fromCents,
  lineAmounts,
  type TInvoiceDetail,
  type TProcurementLine,
  type TProcurementTicketRef,
  type TPurchaseOrderDetail,
} from '@mainstay/contracts';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  assets,
  contractors,
  purchaseOrders,
  tickets,
  users,
  type Invoice,
  type PurchaseOrder,
} from '../../db/schema/index.ts';
import { withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { fileRowsById } from '../team/index.ts';
import type { DocumentKind, ProcurementDeps } from './procurement.shared.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

const approver = alias(users, 'procurement_approver');
const author = alias(users, 'procurement_author');

/** The document's own row; invoices also carry `purchaseOrderId` and `paidAt`. */
export type DocumentRecord = PurchaseOrder & Partial<Pick<Invoice, 'purchaseOrderId' | 'paidAt'>>;

export interface JoinedDocument {
  doc: DocumentRecord;
  assetName: string | null;
  assetCode: string | null;
  assetId: string | null;
  contractorName: string | null;
  approverName: string | null;
  authorName: string | null;
}

/** The documents the caller may see: their organisation's, within their buildings if limited. */
export function visibleCondition(
  kind: DocumentKind,
  organisationId: string,
  scope: AccessScope,
  extra?: SQL,
): SQL {
  return and(
    tenantCondition(kind.table, organisationId),
    withinBuildings(scope, assets.buildingId),
    extra,
  ) as SQL;
}

function joined(executor: Executor, kind: DocumentKind, organisationId: string) {
  const t = kind.table;
  return executor
    .select({
      doc: t,
      assetId: assets.id,
      assetName: assets.name,
      assetCode: assets.code,
      contractorName: contractors.companyName,
      approverName: approver.name,
      authorName: author.name,
    })
    .from(t)
    .leftJoin(assets, and(eq(assets.id, t.assetId), tenantCondition(assets, organisationId)))
    .leftJoin(
      contractors,
      and(eq(contractors.id, t.supplierContractorId), tenantCondition(contractors, organisationId)),
    )
    .leftJoin(approver, eq(approver.id, t.approvedByUserId))
    .leftJoin(author, eq(author.id, t.createdByUserId));
}

export interface PageOptions {
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export async function selectDocuments(
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  where: SQL,
  page?: PageOptions,
): Promise<JoinedDocument[]> {
  const query = joined(executor, kind, organisationId).where(where);
  if (!page) return (await query) as JoinedDocument[];
  return (await query
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset)) as JoinedDocument[];
}

export async function countDocuments(
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  where: SQL,
): Promise<number> {
  const t = kind.table;
  const [row] = await executor
    .select({ total: count() })
    .from(t)
    .leftJoin(assets, and(eq(assets.id, t.assetId), tenantCondition(assets, organisationId)))
    .leftJoin(
      contractors,
      and(eq(contractors.id, t.supplierContractorId), tenantCondition(contractors, organisationId)),
    )
    .where(where);
  return row?.total ?? 0;
}

export type DocumentSummaryView = Omit<
  TInvoiceDetail,
  'lines' | 'notes' | 'created_by' | 'status'
> & {
  status: string;
};

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The tickets the documents were raised for, by id (the organisation's only). */
async function ticketRefs(
  executor: Executor,
  organisationId: string,
  rows: JoinedDocument[],
): Promise<Map<string, TProcurementTicketRef>> {
  const ids = [...new Set(rows.map((row) => row.doc.ticketId).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map();
  const found = await executor
    .select({ id: tickets.id, number: tickets.number, title: tickets.title, kind: tickets.kind })
    .from(tickets)
    .where(and(tenantCondition(tickets, organisationId), inArray(tickets.id, ids)));
  return new Map(found.map((ticket) => [ticket.id, ticket]));
}

/** The list views (no lines). Invoices get their purchase order's number; orders drop the field. */
export async function toSummaries(
  deps: ProcurementDeps,
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  rows: JoinedDocument[],
): Promise<DocumentSummaryView[]> {
  const fileRows = await fileRowsById(
    executor,
    organisationId,
    rows.map((row) => row.doc.fileId),
  );
  const ticketsById = await ticketRefs(executor, organisationId, rows);
  const orderIds = [
    ...new Set(rows.map((row) => row.doc.purchaseOrderId).filter((id): id is string => !!id)),
  ];
  const orders =
    kind.entity === 'invoice' && orderIds.length > 0
      ? await executor
          .select({ id: purchaseOrders.id, number: purchaseOrders.number })
          .from(purchaseOrders)
          .where(
            and(
              tenantCondition(purchaseOrders, organisationId),
              inArray(purchaseOrders.id, orderIds),
            ),
          )
      : [];
  return rows.map(({ doc, ...row }) => {
    const file = doc.fileId ? fileRows.get(doc.fileId) : undefined;
    const order = orders.find((entry) => entry.id === doc.purchaseOrderId);
    return {
      id: doc.id,
      number: doc.number,
      status: doc.status,
      supplier: {
        contractor_id: doc.supplierContractorId,
        name: row.contractorName ?? doc.supplierName ?? '',
      },
      issue_date: doc.issueDate,
      due_date: doc.dueDate,
      currency: doc.currency,
      subtotal: fromCents(doc.subtotalCents),
      tax: fromCents(doc.taxCents),
      total: fromCents(doc.totalCents),
      asset:
        row.assetId && row.assetName !== null && row.assetCode !== null
          ? { id: row.assetId, name: row.assetName, code: row.assetCode }
          : null,
      ticket: doc.ticketId ? (ticketsById.get(doc.ticketId) ?? null) : null,
      purchase_order: order ? { id: order.id, number: order.number } : null,
      file: file ? deps.files.link(file) : null,
      approved_by:
        doc.approvedByUserId && row.approverName !== null
          ? { id: doc.approvedByUserId, name: row.approverName }
          : null,
      approved_at: iso(doc.approvedAt),
      paid_at: iso(doc.paidAt),
      created_at: doc.createdAt.toISOString(),
      updated_at: doc.updatedAt.toISOString(),
    };
  });
}

export async function linesOf(
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  documentId: string,
): Promise<TProcurementLine[]> {
  const rows = await executor
    .select()
    .from(kind.lines)
    .where(and(tenantCondition(kind.lines, organisationId), eq(kind.lineParent, documentId)))
    .orderBy(asc(kind.lines.position));
  return rows.map((line) => ({
    id: line.id,
    position: line.position,
    description: line.description,
    quantity: line.quantity,
    unit_price: fromCents(line.unitPriceCents),
    tax_rate: line.taxRate,
    line_total: fromCents(line.lineTotalCents),
    tax: fromCents(
      lineAmounts({
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        tax_rate: line.taxRate,
      }).tax_cents,
    ),
  }));
}

/** The full view of one document, shaped for its kind. */
export async function toDetail(
  deps: ProcurementDeps,
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  row: JoinedDocument,
): Promise<TPurchaseOrderDetail | TInvoiceDetail> {
  const [summary] = await toSummaries(deps, executor, kind, organisationId, [row]);
  if (!summary) throw new Error('The document view could not be built');
  const detail = {
    ...summary,
    notes: row.doc.notes,
    lines: await linesOf(executor, kind, organisationId, row.doc.id),
    created_by:
      row.doc.createdByUserId && row.authorName !== null
        ? { id: row.doc.createdByUserId, name: row.authorName }
        : null,
  };
  return shapeFor(kind, detail) as TPurchaseOrderDetail | TInvoiceDetail;
}

/** Purchase orders have no purchase order or payment date of their own: those keys go. */
export function shapeFor<T extends Record<string, unknown>>(kind: DocumentKind, view: T): T {
  if (kind.entity === 'invoice') return view;
  const { purchase_order: _order, paid_at: _paid, ...rest } = view;
  return rest as T;
}
