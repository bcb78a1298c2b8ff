export * from './fields.ts';
export * from './documents.ts';
export * from './purchase-orders.ts';
export * from './invoices.ts';
