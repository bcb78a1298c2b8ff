/**
 * Checks a document body against the organisation before anything is written: the asset,
 * supplier contractor and purchase order must be ones the caller can see, one supplier is
 * needed, the due date cannot come before the issue date, and a chosen number must be free.
 * All problems come back at once as field errors (422). Amounts of an approved (or later)
 * document are locked (409).
 */
import {
  toCents,
  type TFieldErrors,
  type TInvoiceDetail,
  type TPurchaseOrderDetail,
} from '@mainstay/contracts';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assets, contractors, purchaseOrders, tickets } from '../../db/schema/index.ts';
import { withinBuildings, type AccessScope } from '../../lib/access-scope.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { viewerOf, visibleTicketsOfAnyKind } from '../tickets/index.ts';
import type { DocumentRecord } from './documents.repository.ts';
import {
  ASSET_NOT_FOUND,
  CONTRACTOR_NOT_FOUND,
  DUE_BEFORE_ISSUE,
  NUMBER_TAKEN,
  PURCHASE_ORDER_NOT_FOUND,
  SUPPLIER_REQUIRED,
  TICKET_NOT_FOUND,
  type DocumentKind,
} from './procurement.shared.ts';
import { tenantCondition } from '../../lib/tenancy.ts';

/** A create or update body after the contract parsed it (every key optional for updates). */
export interface DocumentInput {
  number?: string | null | undefined;
  supplier_contractor_id?: string | null | undefined;
  supplier_name?: string | null | undefined;
  issue_date?: string | undefined;
  due_date?: string | null | undefined;
  currency?: string | undefined;
  lines?:
    { description: string; quantity: number; unit_price: number; tax_rate: number }[] | undefined;
  notes?: string | undefined;
  asset_id?: string | null | undefined;
  ticket_id?: string | null | undefined;
  purchase_order_id?: string | null | undefined;
}

export interface StoredLine {
  description: string;
  quantity: number;
  unit_price_cents: number;
  tax_rate: number;
}

export interface Resolved {
  supplierContractorId: string | null;
  supplierName: string | null;
  lines: StoredLine[];
}

export interface Existing {
  record: DocumentRecord;
  view: TPurchaseOrderDetail | TInvoiceDetail;
}

/** The asset, if it is the organisation's and within the caller's buildings. */
async function assetVisible(executor: Executor, auth: RequestAuth, scope: AccessScope, id: string) {
  const [row] = await executor
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.id, id),
        tenantCondition(assets, auth.organisationId),
        withinBuildings(scope, assets.buildingId),
      ),
    );
  return Boolean(row);
}

/** The ticket (either kind), if it is the organisation's and the caller can see it. */
async function ticketVisible(executor: Executor, auth: RequestAuth, id: string) {
  const viewer = viewerOf(auth);
  const [row] = await executor
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.id, id), visibleTicketsOfAnyKind(viewer)));
  return Boolean(row);
}

/** The purchase order, if the caller can see it (its asset's building applies too). */
async function orderVisible(executor: Executor, auth: RequestAuth, scope: AccessScope, id: string) {
  const [row] = await executor
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .leftJoin(
      assets,
      and(eq(assets.id, purchaseOrders.assetId), tenantCondition(assets, auth.organisationId)),
    )
    .where(
      and(
        eq(purchaseOrders.id, id),
        tenantCondition(purchaseOrders, auth.organisationId),
        withinBuildings(scope, assets.buildingId),
      ),
    );
  return Boolean(row);
}

async function numberTaken(
  executor: Executor,
  kind: DocumentKind,
  organisationId: string,
  number: string,
  exceptId: string | undefined,
) {
  const t = kind.table;
  const conditions: (SQL | undefined)[] = [
    tenantCondition(t, organisationId),
    eq(t.number, number),
    exceptId ? ne(t.id, exceptId) : undefined,
  ];
  const [row] = await executor
    .select({ id: t.id })
    .from(t)
    .where(and(...conditions));
  return Boolean(row);
}

const sameLines = (a: StoredLine[], b: StoredLine[]) => JSON.stringify(a) === JSON.stringify(b);

export async function resolveReferences(
  executor: Executor,
  kind: DocumentKind,
  auth: RequestAuth,
  scope: AccessScope,
  body: DocumentInput,
  existing: Existing | null,
): Promise<Resolved> {
  const errors: TFieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const record = existing?.record;

  const currentLines: StoredLine[] = (existing?.view.lines ?? []).map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit_price_cents: toCents(line.unit_price),
    tax_rate: line.tax_rate,
  }));
  const lines: StoredLine[] = body.lines
    ? body.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unit_price_cents: toCents(line.unit_price),
        tax_rate: line.tax_rate,
      }))
    : currentLines;

  // Supplier: a contractor (its name kept as a snapshot) or free text.
  const contractorId =
    body.supplier_contractor_id !== undefined
      ? body.supplier_contractor_id
      : (record?.supplierContractorId ?? null);
  let supplierName =
    body.supplier_name !== undefined ? body.supplier_name : (record?.supplierName ?? null);
  if (contractorId) {
    const [contractor] = await executor
      .select({ companyName: contractors.companyName })
      .from(contractors)
      .where(
        and(eq(contractors.id, contractorId), tenantCondition(contractors, auth.organisationId)),
      );
    if (contractor) supplierName = contractor.companyName;
    else add('supplier_contractor_id', CONTRACTOR_NOT_FOUND);
  } else if (!supplierName) {
    add('supplier_name', SUPPLIER_REQUIRED);
  }

  if (record && kind.locked.includes(record.status)) {
    const supplierChanged =
      contractorId !== record.supplierContractorId ||
      (!contractorId && supplierName !== record.supplierName);
    const currencyChanged = body.currency !== undefined && body.currency !== record.currency;
    if (supplierChanged || currencyChanged || !sameLines(lines, currentLines)) {
      throw new AppError('DOCUMENT_LOCKED', {
        params: { kind: kind.entity, status: record.status },
      });
    }
  }

  const issueDate = body.issue_date ?? record?.issueDate;
  const dueDate = body.due_date !== undefined ? body.due_date : (record?.dueDate ?? null);
  if (issueDate && dueDate && dueDate < issueDate) add('due_date', DUE_BEFORE_ISSUE);

  if (body.asset_id && body.asset_id !== record?.assetId) {
    if (!(await assetVisible(executor, auth, scope, body.asset_id))) {
      add('asset_id', ASSET_NOT_FOUND);
    }
  }
  if (body.ticket_id && body.ticket_id !== record?.ticketId) {
    if (!(await ticketVisible(executor, auth, body.ticket_id))) add('ticket_id', TICKET_NOT_FOUND);
  }
  if (body.purchase_order_id && body.purchase_order_id !== record?.purchaseOrderId) {
    if (!(await orderVisible(executor, auth, scope, body.purchase_order_id))) {
      add('purchase_order_id', PURCHASE_ORDER_NOT_FOUND);
    }
  }
  if (body.number && body.number !== record?.number) {
    if (await numberTaken(executor, kind, auth.organisationId, body.number, record?.id)) {
      add('number', NUMBER_TAKEN);
    }
  }

  const messages = Object.values(errors).flat();
  if (messages.length > 0) {
    throw new ValidationError(errors, messages.length === 1 ? messages[0] : undefined);
  }
  return { supplierContractorId: contractorId, supplierName, lines };
}
