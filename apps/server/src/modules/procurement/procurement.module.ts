/** Purchase orders and invoices, linked to assets (and to tickets later). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentRoutes } from './documents.routes.ts';
import type { ProcurementDeps } from './procurement.shared.ts';

export const procurementModule: FastifyPluginAsyncZod = async (app) => {
  const deps: ProcurementDeps = { db: app.db, files: app.files };
  await app.register(documentRoutes, { deps });
};
