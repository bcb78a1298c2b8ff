/**
 * The demo organisation's purchase orders and invoices: service visits, filters, refrigerant
 * and parts from the demo contractors (or named suppliers when those are missing), linked to
 * matching assets when there are any, in every status, issued over the last twelve months.
 * Totals come from the same calculation the API uses.
 */
import { documentTotals, toCents } from '@mainstay/contracts';
import { isNull } from 'drizzle-orm';
import { forOrganisation } from '../lib/tenancy.ts';
import type { Executor } from '../db/client.ts';
import type { DemoContext } from './demo-context.ts';
import {
  assets,
  contractors,
  invoiceLines,
  invoices,
  purchaseOrderLines,
  purchaseOrders,
} from '../db/schema/index.ts';

type Line = [description: string, quantity: number, unitPrice: number, taxRate: number];

interface DemoDocument {
  supplier: string;
  /** Words of the asset it is for (first match by name); none means any asset, round-robin. */
  assetMatch?: RegExp;
  /** Days before today it was issued; due 30 days later. */
  daysAgo: number;
  lines: Line[];
  notes?: string;
}

interface DemoOrder extends DemoDocument {
  status: 'draft' | 'sent' | 'approved' | 'received' | 'cancelled';
}
interface DemoInvoice extends DemoDocument {
  status: 'draft' | 'received' | 'approved' | 'paid' | 'disputed';
  /** Index into ORDERS of the order it bills. */
  order?: number;
}

const HVAC = /chiller|air handling|ahu|boiler|hvac|heat pump|fan coil|cooling|rooftop/i;
const ELECTRICAL = /switchboard|generator|ups|lighting|electrical|panel/i;
const PLUMBING = /pump|water|boiler|plumbing|valve|heater/i;
const FIRE = /fire|sprinkler|alarm|extinguisher|smoke/i;

const ORDERS: DemoOrder[] = [
  {
    supplier: 'Arctic Air Mechanical',
    assetMatch: HVAC,
    daysAgo: 340,
    status: 'received',
    lines: [
      ['Quarterly HVAC service visit', 1, 420, 20],
      ['Pleated panel filters G4 592x592', 12, 14.6, 20],
    ],
  },
  {
    supplier: 'Arctic Air Mechanical',
    assetMatch: HVAC,
    daysAgo: 250,
    status: 'received',
    lines: [
      ['Refrigerant R410A top-up (kg)', 3.5, 68, 20],
      ['Leak test and certificate', 1, 95, 20],
    ],
  },
  {
    supplier: 'BrightSpark Electrical',
    assetMatch: ELECTRICAL,
    daysAgo: 210,
    status: 'received',
    lines: [
      ['Thermographic survey of main switchboard', 1, 380, 20],
      ['MCCB 250A replacement', 1, 312.4, 20],
    ],
  },
  {
    supplier: 'ClearFlow Plumbing',
    assetMatch: PLUMBING,
    daysAgo: 160,
    status: 'cancelled',
    lines: [['Booster pump seal kit', 2, 86.5, 20]],
    notes: 'Cancelled: the part was covered by the warranty.',
  },
  {
    supplier: 'Guardian Fire Safety',
    assetMatch: FIRE,
    daysAgo: 120,
    status: 'approved',
    lines: [
      ['Annual fire alarm inspection', 1, 540, 20],
      ['Smoke detector heads', 6, 38.75, 20],
    ],
  },
  {
    supplier: 'Arctic Air Mechanical',
    assetMatch: HVAC,
    daysAgo: 75,
    status: 'received',
    lines: [
      ['Compressor contactor', 1, 145.2, 20],
      ['Emergency call-out (out of hours)', 1, 180, 20],
      ['Labour (hours)', 2.5, 62.5, 20],
    ],
  },
  {
    supplier: 'Nordic Filters Ltd',
    assetMatch: HVAC,
    daysAgo: 40,
    status: 'sent',
    lines: [
      ['Bag filters F7 592x592x600', 24, 21.9, 20],
      ['Delivery', 1, 15, 20],
    ],
  },
  {
    supplier: 'ClearFlow Plumbing',
    assetMatch: PLUMBING,
    daysAgo: 21,
    status: 'approved',
    lines: [
      ['TMV3 thermostatic mixing valve', 4, 74.95, 20],
      ['Legionella temperature check visit', 1, 160, 20],
    ],
  },
  {
    supplier: 'BrightSpark Electrical',
    assetMatch: ELECTRICAL,
    daysAgo: 9,
    status: 'draft',
    lines: [['LED emergency bulkhead fittings', 10, 42.3, 20]],
  },
  {
    supplier: 'Arctic Air Mechanical',
    assetMatch: HVAC,
    daysAgo: 3,
    status: 'draft',
    lines: [
      ['Spring pre-season chiller inspection', 1, 650, 20],
      ['Condenser coil cleaning', 2, 120, 20],
    ],
  },
];

const INVOICES: DemoInvoice[] = [
  { ...pick(0), status: 'paid', order: 0, daysAgo: 325 },
  { ...pick(1), status: 'paid', order: 1, daysAgo: 238 },
  { ...pick(2), status: 'paid', order: 2, daysAgo: 195 },
  {
    supplier: 'Guardian Fire Safety',
    assetMatch: FIRE,
    daysAgo: 180,
    status: 'paid',
    lines: [['Extinguisher annual service (units)', 18, 9.5, 20]],
  },
  {
    ...pick(5),
    status: 'disputed',
    order: 5,
    daysAgo: 60,
    lines: [
      ['Compressor contactor', 1, 145.2, 20],
      ['Emergency call-out (out of hours)', 1, 180, 20],
      ['Labour (hours)', 4, 62.5, 20],
    ],
    notes: 'Disputed: 4 hours billed, 2.5 hours on the job sheet.',
  },
  { ...pick(4), status: 'approved', order: 4, daysAgo: 100 },
  {
    supplier: 'City Lift Services',
    assetMatch: /lift|elevator|escalator/i,
    daysAgo: 45,
    status: 'received',
    lines: [
      ['Lift LOLER thorough examination', 1, 275, 20],
      ['Door operator belt', 1, 96.4, 20],
    ],
  },
  { ...pick(7), status: 'draft', order: 7, daysAgo: 12 },
];

/** The parts of an order an invoice for it repeats. */
function pick(index: number): Omit<DemoDocument, 'daysAgo'> {
  const order = ORDERS[index];
  if (!order) throw new Error(`No demo order ${index}`);
  return {
    supplier: order.supplier,
    lines: order.lines,
    ...(order.assetMatch ? { assetMatch: order.assetMatch } : {}),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dateAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const timeAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

export async function seedDemoProcurement(tx: Executor, context: DemoContext): Promise<void> {
  const { organisationId, userIds } = context;
  const scope = forOrganisation(tx, organisationId);
  // Seeding twice must not duplicate anything: purchase orders are the marker.
  if ((await scope.select(purchaseOrders)).length > 0) return;

  const assetRows = await tx
    .select({ id: assets.id, name: assets.name })
    .from(assets)
    .where(scope.where(assets, isNull(assets.archivedAt)));
  const companies = await scope.select(contractors);
  let roundRobin = 0;
  const assetFor = (match: RegExp | undefined): string | null => {
    if (assetRows.length === 0) return null;
    const found = match ? assetRows.find((asset) => match.test(asset.name)) : undefined;
    return (found ?? assetRows[roundRobin++ % assetRows.length])?.id ?? null;
  };
  const supplierOf = (name: string) => {
    const company = companies.find((row) => row.companyName === name);
    return { supplierContractorId: company?.id ?? null, supplierName: name };
  };
  const shared = (document: DemoDocument, prefix: string, index: number, approved: boolean) => {
    const lines = document.lines.map(([description, quantity, unitPrice, taxRate]) => ({
      description,
      quantity,
      unit_price_cents: toCents(unitPrice),
      tax_rate: taxRate,
    }));
    const totals = documentTotals(lines);
    return {
      lines,
      totals,
      values: {
        number: `${prefix}-${String(index + 1).padStart(6, '0')}`,
        ...supplierOf(document.supplier),
        issueDate: dateAgo(document.daysAgo),
        dueDate: dateAgo(document.daysAgo - 30),
        currency: 'GBP',
        subtotalCents: totals.subtotal_cents,
        taxCents: totals.tax_cents,
        totalCents: totals.total_cents,
        notes: document.notes ?? '',
        assetId: assetFor(document.assetMatch),
        approvedByUserId: approved ? userIds.administrator : null,
        approvedAt: approved ? timeAgo(document.daysAgo - 2) : null,
        createdByUserId: userIds.facilities_manager,
        createdAt: timeAgo(document.daysAgo),
      },
    };
  };
  const lineRows = (built: ReturnType<typeof shared>) =>
    built.lines.map((line, position) => ({
      position,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      taxRate: line.tax_rate,
      lineTotalCents: built.totals.lines[position]?.line_total_cents ?? 0,
    }));

  const orderIds: string[] = [];
  for (const [index, order] of ORDERS.entries()) {
    const approved = order.status === 'approved' || order.status === 'received';
    const built = shared(order, 'PO', index, approved);
    const [row] = await scope.insert(purchaseOrders, [{ ...built.values, status: order.status }]);
    if (!row) throw new Error('Seeding a purchase order failed');
    orderIds.push(row.id);
    await scope.insert(
      purchaseOrderLines,
      lineRows(built).map((line) => ({ ...line, purchaseOrderId: row.id })),
    );
  }
  for (const [index, invoice] of INVOICES.entries()) {
    const approved = invoice.status === 'approved' || invoice.status === 'paid';
    const built = shared(invoice, 'INV', index, approved);
    const [row] = await scope.insert(invoices, [
      {
        ...built.values,
        status: invoice.status,
        purchaseOrderId: invoice.order === undefined ? null : (orderIds[invoice.order] ?? null),
        paidAt: invoice.status === 'paid' ? timeAgo(invoice.daysAgo - 20) : null,
      },
    ]);
    if (!row) throw new Error('Seeding an invoice failed');
    await scope.insert(
      invoiceLines,
      lineRows(built).map((line) => ({ ...line, invoiceId: row.id })),
    );
  }
}
