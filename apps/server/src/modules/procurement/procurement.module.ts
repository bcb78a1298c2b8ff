/** Purchase orders and invoices. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const procurementModule: FastifyPluginAsyncZod = async () => {};
