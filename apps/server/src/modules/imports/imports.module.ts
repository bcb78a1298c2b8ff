/** Imports (CSV, XLSX) of buildings, locations and assets, and exports of lists. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const importsModule: FastifyPluginAsyncZod = async () => {};
