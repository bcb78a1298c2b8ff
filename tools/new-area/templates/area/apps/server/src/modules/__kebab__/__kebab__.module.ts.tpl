/** __Title__: the module's plugin, which registers its routes with what they need. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { __camel__Routes } from './__kebab__.routes.ts';

export const __camel__Module: FastifyPluginAsyncZod = async (app) => {
  await app.register(__camel__Routes, { deps: { db: app.db } });
};
