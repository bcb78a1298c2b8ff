/**
 * What purchase orders and invoices share: their statuses and the moves between them, the line
 * items, and the one calculation of totals. The server computes the totals it stores with
 * `documentTotals`; the dialogs call the same function only to preview them.
 */
import { z } from 'zod';
import { optionalText, ZCalendarDate, ZRequiredCalendarDate } from '../team/common.ts';
import { v } from '../validation.ts';

export const PURCHASE_ORDER_STATUS_VALUES = [
  'draft',
  'sent',
  'approved',
  'received',
  'cancelled',
] as const;
export type TPurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUS_VALUES)[number];
export const INVOICE_STATUS_VALUES = ['draft', 'received', 'approved', 'paid', 'disputed'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUS_VALUES)[number];

/** Where each status may go next: a purchase order can be cancelled until it is received. */
export const PURCHASE_ORDER_TRANSITIONS: Record<
  TPurchaseOrderStatus,
  readonly TPurchaseOrderStatus[]
> = {
  draft: ['sent', 'cancelled'],
  sent: ['approved', 'cancelled'],
  approved: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

/** An invoice under dispute goes back to received once settled, to be approved again. */
export const INVOICE_TRANSITIONS: Record<TInvoiceStatus, readonly TInvoiceStatus[]> = {
  draft: ['received'],
  received: ['approved', 'disputed'],
  approved: ['paid', 'disputed'],
  paid: [],
  disputed: ['received'],
};

/**
 * Statuses in which the amounts (lines, currency, supplier) no longer change: what was approved
 * is what gets received or paid.
 */
export const PURCHASE_ORDER_LOCKED_STATUSES: readonly TPurchaseOrderStatus[] = [
  'approved',
  'received',
  'cancelled',
];
export const INVOICE_LOCKED_STATUSES: readonly TInvoiceStatus[] = ['approved', 'paid'];

/** Only drafts can be deleted; later documents are cancelled (orders) or kept (invoices). */
export const PROCUREMENT_DELETABLE_STATUS = 'draft';

const decimals = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(Math.round(scaled) - scaled) < 1e-6;
};

export const ZProcurementLineInput = z
  .object({
    description: z
      .string(v('procurement.lineDescriptionRequired'))
      .trim()
      .min(1, v('procurement.lineDescriptionRequired'))
      .max(500, v('common.theDescriptionMax')),
    quantity: z
      .number(v('procurement.quantityNumber'))
      .gt(0, v('procurement.quantityPositive'))
      .max(1_000_000, v('procurement.quantityMax'))
      .refine((value) => decimals(value, 3), v('procurement.quantityDecimals')),
    unit_price: z
      .number(v('procurement.unitPriceNumber'))
      .min(0, v('procurement.unitPriceNegative'))
      .max(1_000_000_000, v('procurement.unitPriceMax'))
      .refine((value) => decimals(value, 2), v('procurement.unitPriceDecimals'))
      .describe('In major units of the currency (12.5 = 12.50)'),
    tax_rate: z
      .number(v('procurement.taxRateNumber'))
      .min(0, v('procurement.taxRateRange'))
      .max(100, v('procurement.taxRateRange'))
      .refine((value) => decimals(value, 2), v('procurement.taxRateDecimals'))
      .default(0)
      .describe('Percent, e.g. 20 for 20 %'),
  })
  // No component id: its input (tax_rate optional) and output differ, and OpenAPI names must not.
  .describe('A line item; its totals are computed by the server');
export type TProcurementLineInput = z.input<typeof ZProcurementLineInput>;

const knownCurrencies = (() => {
  try {
    return new Set(Intl.supportedValuesOf('currency'));
  } catch {
    return null;
  }
})();

/** An ISO 4217 code (checked against the runtime's list of currencies when it has one). */
export const ZProcurementCurrency = z
  .string(v('common.currencyInvalid'))
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { ...v('common.currencyInvalid'), abort: true })
  .refine(
    (code) => !knownCurrencies || knownCurrencies.has(code),
    v('procurement.currencyUnknown'),
  );

/** An optional value a form may send as '' (meaning "not given", stored as null). */
const blankable = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value ? (value as z.output<T>) : null));

/** The fields both dialogs send. Totals are never accepted: the server computes them. */
export const procurementDocumentFields = {
  number: z
    .string()
    .trim()
    .max(40, v('procurement.numberMax'))
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('Unique in the organisation; generated (PO-000001 / INV-000001) when empty'),
  supplier_contractor_id: blankable(z.uuid(v('procurement.contractorFromList'))),
  supplier_name: optionalText(160, 'procurement.supplierNameMax').describe(
    'Free text when the supplier is not one of the contractors',
  ),
  issue_date: ZRequiredCalendarDate,
  due_date: blankable(ZCalendarDate),
  currency: ZProcurementCurrency,
  lines: z
    .array(ZProcurementLineInput, v('procurement.lineAtLeastOne'))
    .min(1, v('procurement.lineAtLeastOne'))
    .max(200, v('procurement.linesMax')),
  notes: z.string().trim().max(4000, v('common.theNotesMax')),
  asset_id: blankable(z.uuid(v('common.assetRequired'))),
  ticket_id: blankable(z.uuid(v('procurement.ticketRequired'))).describe(
    'A reactive or general ticket the caller can see; the document counts in its costs',
  ),
};

export interface LineAmounts {
  /** round(quantity x unit price), in cents. */
  line_total_cents: number;
  /** round(line total x tax rate / 100), in cents. */
  tax_cents: number;
}

/** Quantities keep 3 decimals and rates 2, so the products are whole numbers before rounding. */
export function lineAmounts(line: {
  quantity: number;
  unit_price_cents: number;
  tax_rate: number;
}): LineAmounts {
  const quantityThousandths = Math.round(line.quantity * 1000);
  const lineTotal = Math.round((quantityThousandths * line.unit_price_cents) / 1000);
  const rateHundredths = Math.round(line.tax_rate * 100);
  const tax = Math.round((lineTotal * rateHundredths) / 10000);
  return { line_total_cents: lineTotal, tax_cents: tax };
}

export interface DocumentTotals {
  lines: LineAmounts[];
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
}

/** Per-line amounts and the document's subtotal, tax and total, in cents. */
export function documentTotals(
  lines: readonly { quantity: number; unit_price_cents: number; tax_rate: number }[],
): DocumentTotals {
  const amounts = lines.map(lineAmounts);
  const subtotal = amounts.reduce((sum, line) => sum + line.line_total_cents, 0);
  const tax = amounts.reduce((sum, line) => sum + line.tax_cents, 0);
  return { lines: amounts, subtotal_cents: subtotal, tax_cents: tax, total_cents: subtotal + tax };
}

/** Major units (12.5) to cents (1250), exact for amounts with at most 2 decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
