/**
 * Listing, reading, creating, changing and deleting purchase orders and invoices. Totals are
 * computed here from the lines and nothing else: whatever totals a client sends were already
 * stripped by the contract. Every reference a body makes (asset, contractor, purchase order)
 * must be one the caller can see in their organisation, or the field gets a 422 message.
 */
import {
  documentTotals,
  PROCUREMENT_DELETABLE_STATUS,
  type TInvoiceDetail,
  type TProcurementLineInput,
  type TPurchaseOrderDetail,
} from '@mainstay/contracts';
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contractors } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors.ts';
import { orderBy, pageWindow } from '../../lib/list-query.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { containsPattern } from '../../lib/list-query.ts';
import {
  countDocuments,
  selectDocuments,
  shapeFor,
  toDetail,
  toSummaries,
  visibleCondition,
  type DocumentSummaryView,
  type JoinedDocument,
} from './documents.repository.ts';
import {
  auditDocument,
  insertWithNumber,
  saveLines,
  snapshotOf,
  updateDocumentRow,
} from './documents.writes.ts';
import { resolveReferences, type DocumentInput } from './documents.validation.ts';
import { NUMBER_TAKEN, type DocumentKind, type ProcurementDeps } from './procurement.shared.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

export type DocumentDetail = TPurchaseOrderDetail | TInvoiceDetail;

export interface DocumentListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  sort?: 'number' | 'issue_date' | 'due_date' | 'total' | 'status' | undefined;
  order?: 'asc' | 'desc' | undefined;
  asset_id?: string | undefined;
  status?: string | undefined;
  supplier_contractor_id?: string | undefined;
  ticket_id?: string | undefined;
  purchase_order_id?: string | undefined;
}

export async function listDocuments(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  query: DocumentListQuery,
): Promise<{ data: DocumentSummaryView[]; total: number; page: number; per_page: number }> {
  const t = kind.table;
  const scope = await accessScopeOf(deps.db, auth);
  const filters: (SQL | undefined)[] = [
    query.asset_id ? eq(t.assetId, query.asset_id) : undefined,
    query.status ? eq(t.status, query.status as never) : undefined,
    query.supplier_contractor_id
      ? eq(t.supplierContractorId, query.supplier_contractor_id)
      : undefined,
    query.ticket_id ? eq(t.ticketId, query.ticket_id) : undefined,
  ];
  if (query.purchase_order_id && kind.entity === 'invoice') {
    const orderColumn = (t as unknown as { purchaseOrderId: typeof t.assetId }).purchaseOrderId;
    filters.push(eq(orderColumn, query.purchase_order_id));
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    filters.push(
      or(
        ilike(t.number, pattern),
        ilike(t.supplierName, pattern),
        ilike(contractors.companyName, pattern),
      ),
    );
  }
  const where = visibleCondition(kind, auth.organisationId, scope, and(...filters));
  const total = await countDocuments(deps.db, kind, auth.organisationId, where);
  // Newest first unless the caller chose a column.
  const ordering = query.sort
    ? orderBy<NonNullable<DocumentListQuery['sort']>>(
        {
          number: t.number,
          issue_date: t.issueDate,
          due_date: t.dueDate,
          total: t.totalCents,
          status: t.status,
        },
        query.sort,
        query.order,
        'issue_date',
        t.id,
      )
    : [desc(t.issueDate), desc(t.createdAt), desc(t.id)];
  const rows = await selectDocuments(deps.db, kind, auth.organisationId, where, {
    orderBy: ordering,
    ...pageWindow(query),
  });
  const data = await toSummaries(deps, deps.db, kind, auth.organisationId, rows);
  return {
    data: data.map((view) => shapeFor(kind, view)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** The document if the caller may see it; 404 for another organisation or outside their buildings. */
export async function findDocument(
  executor: Executor,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
): Promise<JoinedDocument> {
  const scope = await accessScopeOf(executor, auth);
  const [row] = await selectDocuments(
    executor,
    kind,
    auth.organisationId,
    visibleCondition(kind, auth.organisationId, scope, eq(kind.table.id, id)),
  );
  if (!row) throw new AppError(kind.notFound);
  return row;
}

export async function documentDetail(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
  executor: Executor = deps.db,
): Promise<DocumentDetail> {
  const row = await findDocument(executor, kind, auth, id);
  return toDetail(deps, executor, kind, auth.organisationId, row);
}

export async function createDocument(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  body: DocumentInput & { lines: TProcurementLineInput[]; issue_date: string; currency: string },
): Promise<DocumentDetail> {
  return insertWithNumber(deps, kind, auth, body.number ?? null, async (tx, number) => {
    const scope = await accessScopeOf(tx, auth);
    const resolved = await resolveReferences(tx, kind, auth, scope, body, null);
    const totals = documentTotals(resolved.lines);
    const extra =
      kind.entity === 'invoice' ? { purchaseOrderId: body.purchase_order_id ?? null } : {};
    const [row] = await tx
      .insert(kind.table)
      .values({
        organisationId: auth.organisationId,
        number,
        supplierContractorId: resolved.supplierContractorId,
        supplierName: resolved.supplierName,
        issueDate: body.issue_date,
        dueDate: body.due_date ?? null,
        currency: body.currency,
        subtotalCents: totals.subtotal_cents,
        taxCents: totals.tax_cents,
        totalCents: totals.total_cents,
        notes: body.notes ?? '',
        assetId: body.asset_id ?? null,
        ticketId: body.ticket_id ?? null,
        createdByUserId: auth.userId,
        ...extra,
      })
      .returning();
    if (!row) throw new Error('The document was not stored');
    await saveLines(tx, kind, auth.organisationId, row.id, resolved.lines, totals);
    const detail = await documentDetail(deps, kind, auth, row.id, tx);
    await auditDocument(tx, kind, auth, row, 'created', { after: snapshotOf(detail) });
    return detail;
  });
}

export async function updateDocument(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
  body: DocumentInput,
): Promise<DocumentDetail> {
  const update = deps.db.transaction(async (tx) => {
    const current = await findDocument(tx, kind, auth, id);
    const before = await toDetail(deps, tx, kind, auth.organisationId, current);
    const scope = await accessScopeOf(tx, auth);
    const resolved = await resolveReferences(tx, kind, auth, scope, body, {
      record: current.doc,
      view: before,
    });
    const values: Record<string, unknown> = {
      supplierContractorId: resolved.supplierContractorId,
      supplierName: resolved.supplierName,
    };
    if (body.number && body.number !== current.doc.number) values.number = body.number;
    if (body.issue_date !== undefined) values.issueDate = body.issue_date;
    if (body.due_date !== undefined) values.dueDate = body.due_date;
    if (body.currency !== undefined) values.currency = body.currency;
    if (body.notes !== undefined) values.notes = body.notes;
    if (body.asset_id !== undefined) values.assetId = body.asset_id;
    if (body.ticket_id !== undefined) values.ticketId = body.ticket_id;
    if (kind.entity === 'invoice' && body.purchase_order_id !== undefined) {
      values.purchaseOrderId = body.purchase_order_id;
    }
    if (body.lines !== undefined) {
      const totals = documentTotals(resolved.lines);
      values.subtotalCents = totals.subtotal_cents;
      values.taxCents = totals.tax_cents;
      values.totalCents = totals.total_cents;
      await saveLines(tx, kind, auth.organisationId, id, resolved.lines, totals, true);
    }
    await updateDocumentRow(tx, kind, auth.organisationId, id, values);
    const after = await documentDetail(deps, kind, auth, id, tx);
    const changes = changedFields(snapshotOf(before), snapshotOf(after));
    if (changes) await auditDocument(tx, kind, auth, after, 'updated', changes);
    return after;
  });
  return update.catch((error: unknown) => {
    // Someone took the number between the check and the write.
    if (isUniqueViolation(error)) throw fieldError('number', NUMBER_TAKEN);
    throw error;
  });
}

export async function deleteDocument(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  id: string,
): Promise<void> {
  const fileId = await deps.db.transaction(async (tx) => {
    const { doc } = await findDocument(tx, kind, auth, id);
    if (doc.status !== PROCUREMENT_DELETABLE_STATUS) {
      // An order not yet received or cancelled can still be cancelled instead.
      const cancellable = (kind.transitions[doc.status] ?? []).includes('cancelled');
      throw new AppError(
        cancellable ? 'PURCHASE_ORDER_CANCEL_INSTEAD' : 'DOCUMENT_DELETE_DRAFT_ONLY',
        {
          params: { kind: kind.entity, status: doc.status },
        },
      );
    }
    await tx
      .delete(kind.table)
      .where(and(eq(kind.table.id, id), tenantCondition(kind.table, auth.organisationId)));
    await auditDocument(tx, kind, auth, doc, 'deleted', {
      before: { number: doc.number, status: doc.status, total_cents: doc.totalCents },
    });
    return doc.fileId;
  });
  if (fileId) await deps.files.remove(auth.organisationId, fileId);
}
