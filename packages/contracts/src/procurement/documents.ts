/** Response shapes both kinds of document share: lines with their computed amounts, references. */
import { z } from 'zod';
import { ZTicketKind } from '../tickets/fields.ts';
import { v } from '../validation.ts';

export const ZProcurementLine = z
  .object({
    id: z.uuid(),
    position: z.number().int().nonnegative(),
    description: z.string(),
    quantity: z.number(),
    unit_price: z.number().describe('Major units'),
    tax_rate: z.number().describe('Percent'),
    line_total: z.number().describe('quantity x unit price, rounded to the cent (before tax)'),
    tax: z.number().describe('line total x tax rate / 100, rounded to the cent'),
  })
  .meta({ id: 'ProcurementLine' });
export type TProcurementLine = z.infer<typeof ZProcurementLine>;

export const ZProcurementSupplier = z
  .object({
    contractor_id: z.uuid().nullable().describe('Set when the supplier is one of the contractors'),
    name: z.string().describe("The contractor's company name, or the free-text supplier"),
  })
  .meta({ id: 'ProcurementSupplier' });
export type TProcurementSupplier = z.infer<typeof ZProcurementSupplier>;

export const ZProcurementAssetRef = z
  .object({ id: z.uuid(), name: z.string(), code: z.string() })
  .meta({ id: 'ProcurementAssetRef' });
export type TProcurementAssetRef = z.infer<typeof ZProcurementAssetRef>;

/** The ticket a document was raised for; its costs count in the ticket's totals. */
export const ZProcurementTicketRef = z
  .object({
    id: z.uuid(),
    number: z.string(),
    title: z.string(),
    kind: ZTicketKind,
  })
  .meta({ id: 'ProcurementTicketRef' });
export type TProcurementTicketRef = z.infer<typeof ZProcurementTicketRef>;

export const ZProcurementPersonRef = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'ProcurementPersonRef' });

export const ZProcurementParams = z.object({ id: z.uuid(v('common.invalidId')) });
export type TProcurementParams = z.infer<typeof ZProcurementParams>;

/** The sort columns of both lists. */
export const PROCUREMENT_SORTABLE = [
  'number',
  'issue_date',
  'due_date',
  'total',
  'status',
] as const;
