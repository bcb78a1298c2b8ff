/** Purchase orders and invoices, linked to assets (and to tickets later). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceRoutes } from './invoices.routes.ts';
import type { ProcurementDeps } from './procurement.shared.ts';
import { purchaseOrderRoutes } from './purchase-orders.routes.ts';

export const procurementModule: FastifyPluginAsyncZod = async (app) => {
  const deps: ProcurementDeps = { db: app.db, files: app.files };
  await app.register(purchaseOrderRoutes, { deps });
  await app.register(invoiceRoutes, { deps });
};
