/**
 * Writing helpers: document numbers (PO-000001, INV-000001, one sequence per organisation and
 * kind, taken as the highest number of that form plus one), line rows with their computed
 * totals, changing a document's row, and its audit entries and snapshot.
 */
import type { DocumentTotals, TInvoiceDetail, TPurchaseOrderDetail } from '@mainstay/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { recordChange, type AuditActor, type AuditValues } from '../../lib/audit.ts';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { StoredLine } from './documents.validation.ts';
import {
  NUMBER_TAKEN,
  type DocumentKind,
  type LineTable,
  type ProcurementDeps,
} from './procurement.shared.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

export async function nextNumber(
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
): Promise<string> {
  const t = kind.table;
  const pattern = `^${kind.prefix}-([0-9]{1,12})$`;
  const [row] = await executor
    .select({
      highest: sql<
        string | number | null
      >`max(substring(${t.number} from ${pattern}::text)::bigint)`,
    })
    .from(t)
    .where(tenantCondition(t, organisationId));
  const next = Number(row?.highest ?? 0) + 1;
  return `${kind.prefix}-${String(next).padStart(6, '0')}`;
}

/**
 * Runs `work` in a transaction with the document's number: the one asked for, or the next
 * free one. Two people saving at once may pick the same generated number; the loser's
 * transaction is retried with the next one. A number the user chose that is taken is a 422.
 */
export async function insertWithNumber<T>(
  deps: ProcurementDeps,
  kind: DocumentKind,
  auth: RequestAuth,
  requested: string | null,
  work: (tx: Transaction, number: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) =>
        work(tx, requested ?? (await nextNumber(tx, kind, auth.organisationId))),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requested) throw fieldError('number', NUMBER_TAKEN);
      if (attempt >= 4) {
        throw new AppError('DOCUMENT_NUMBERING_FAILED');
      }
    }
  }
}

/** Sets `values` on the organisation's document `id`. */
export async function updateDocumentRow(
  tx: Executor,
  kind: DocumentKind,
  organisationId: string,
  id: string,
  values: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(kind.table)
    .set(values)
    .where(and(eq(kind.table.id, id), tenantCondition(kind.table, organisationId)));
}

/** Audits what was done to a document: `<kind>.<done>`, labelled with its number. */
export function auditDocument(
  tx: Executor,
  kind: DocumentKind,
  actor: AuditActor,
  document: { id: string; number: string },
  done: string,
  change?: AuditValues,
): Promise<void> {
  const subject = { type: kind.entity, id: document.id, label: document.number };
  return recordChange(tx, actor, `${kind.entity}.${done}`, subject, change);
}

export async function saveLines(
  tx: Executor,
  kind: DocumentKind,
  organisationId: string,
  documentId: string,
  lines: StoredLine[],
  totals: DocumentTotals,
  replace = false,
): Promise<void> {
  if (replace) {
    await tx
      .delete(kind.lines)
      .where(and(tenantCondition(kind.lines, organisationId), eq(kind.lineParent, documentId)));
  }
  await tx.insert(kind.lines).values(
    lines.map(
      (line, position) =>
        ({
          organisationId,
          // purchaseOrderId or invoiceId, by kind (see DocumentKind).
          [kind.lineParentKey]: documentId,
          position,
          description: line.description,
          quantity: line.quantity,
          unitPriceCents: line.unit_price_cents,
          taxRate: line.tax_rate,
          lineTotalCents: totals.lines[position]?.line_total_cents ?? 0,
        }) as LineTable['$inferInsert'],
    ),
  );
}

/** What the audit log keeps of a document (line ids change on every save, so they are left out). */
export function snapshotOf(detail: TPurchaseOrderDetail | TInvoiceDetail): Record<string, unknown> {
  return {
    number: detail.number,
    status: detail.status,
    supplier: detail.supplier.name,
    supplier_contractor_id: detail.supplier.contractor_id,
    issue_date: detail.issue_date,
    due_date: detail.due_date,
    currency: detail.currency,
    subtotal: detail.subtotal,
    tax: detail.tax,
    total: detail.total,
    notes: detail.notes,
    asset_id: detail.asset?.id ?? null,
    ticket_id: detail.ticket?.id ?? null,
    ...('purchase_order' in detail ? { purchase_order_id: detail.purchase_order?.id ?? null } : {}),
    lines: detail.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      tax_rate: line.tax_rate,
    })),
  };
}
