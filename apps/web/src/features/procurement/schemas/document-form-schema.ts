/**
 * The purchase-order and invoice dialogs' form: amounts are typed as text (a comma is taken as
 * the decimal mark) and converted on submit; messages are translation keys of 'procurement'.
 * The same limits as the contract's, checked before anything is sent.
 */
import { toCents, type TProcurementLine } from '@mainstay/contracts';
import { z } from 'zod';
import type { DocumentDetail } from '../api/get-document.ts';
import type { DocumentRequest } from '../api/save-document.ts';

const QUANTITY = /^\d{1,7}([.,]\d{1,3})?$/;
const PRICE = /^\d{1,10}([.,]\d{1,2})?$/;
const RATE = /^\d{1,3}([.,]\d{1,2})?$/;

/** "12,5" -> 12.5; NaN when it is not a number. */
export const parseAmount = (text: string): number => Number(text.trim().replace(',', '.'));

export const ZLineForm = z.object({
  description: z
    .string()
    .trim()
    .min(1, { message: 'validation.descriptionRequired' })
    .max(500, { message: 'validation.tooLong' }),
  quantity: z
    .string()
    .trim()
    .refine((value) => QUANTITY.test(value), { message: 'validation.quantityInvalid' })
    .refine((value) => !QUANTITY.test(value) || parseAmount(value) > 0, {
      message: 'validation.quantityPositive',
    }),
  unit_price: z
    .string()
    .trim()
    .refine((value) => PRICE.test(value), { message: 'validation.priceInvalid' }),
  tax_rate: z
    .string()
    .trim()
    .refine((value) => value === '' || (RATE.test(value) && parseAmount(value) <= 100), {
      message: 'validation.taxRateInvalid',
    }),
});
export type TLineForm = z.infer<typeof ZLineForm>;

export const ZSupplierOption = z.object({ id: z.string(), name: z.string() });

export const ZDocumentForm = z
  .object({
    number: z.string().trim().max(40, { message: 'validation.tooLong' }),
    supplier_contractor: ZSupplierOption.nullable(),
    supplier_name: z.string().trim().max(160, { message: 'validation.tooLong' }),
    issue_date: z.string().min(1, { message: 'validation.issueDateRequired' }),
    due_date: z.string(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, { message: 'validation.currencyInvalid' }),
    lines: z.array(ZLineForm).min(1, { message: 'validation.linesRequired' }),
    notes: z.string().max(4000, { message: 'validation.tooLong' }),
    purchase_order_id: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.supplier_contractor && !values.supplier_name.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['supplier_name'],
        message: 'validation.supplierRequired',
      });
    }
    if (values.issue_date && values.due_date && values.due_date < values.issue_date) {
      context.addIssue({
        code: 'custom',
        path: ['due_date'],
        message: 'validation.dueBeforeIssue',
      });
    }
  });
export type TDocumentForm = z.infer<typeof ZDocumentForm>;

export const emptyLine = (): TLineForm => ({
  description: '',
  quantity: '1',
  unit_price: '',
  tax_rate: '20',
});

const today = () => new Date().toISOString().slice(0, 10);

const lineForm = (line: TProcurementLine): TLineForm => ({
  description: line.description,
  quantity: String(line.quantity),
  unit_price: (toCents(line.unit_price) / 100).toFixed(2),
  tax_rate: String(line.tax_rate),
});

export function formValuesOf(document: DocumentDetail | null, currency = 'EUR'): TDocumentForm {
  return {
    number: document?.number ?? '',
    supplier_contractor: document?.supplier.contractor_id
      ? { id: document.supplier.contractor_id, name: document.supplier.name }
      : null,
    supplier_name: document && !document.supplier.contractor_id ? document.supplier.name : '',
    issue_date: document?.issue_date ?? today(),
    due_date: document?.due_date ?? '',
    currency: document?.currency ?? currency,
    lines: document ? document.lines.map(lineForm) : [emptyLine()],
    notes: document?.notes ?? '',
    purchase_order_id:
      document && 'purchase_order' in document ? (document.purchase_order?.id ?? '') : '',
  };
}

/** The request body for the form's values (no totals: the server computes them). */
export function documentRequest(
  values: TDocumentForm,
  options: { assetId: string | null; ticketId?: string | null; invoice: boolean },
): DocumentRequest {
  return {
    number: values.number.trim() || null,
    supplier_contractor_id: values.supplier_contractor?.id ?? null,
    supplier_name: values.supplier_contractor ? null : values.supplier_name.trim(),
    issue_date: values.issue_date,
    due_date: values.due_date || null,
    currency: values.currency.trim().toUpperCase(),
    lines: values.lines.map((line) => ({
      description: line.description.trim(),
      quantity: parseAmount(line.quantity),
      unit_price: parseAmount(line.unit_price),
      tax_rate: line.tax_rate.trim() === '' ? 0 : parseAmount(line.tax_rate),
    })),
    notes: values.notes,
    ...(options.assetId !== null ? { asset_id: options.assetId } : {}),
    ...(options.ticketId ? { ticket_id: options.ticketId } : {}),
    ...(options.invoice ? { purchase_order_id: values.purchase_order_id || null } : {}),
  };
}
