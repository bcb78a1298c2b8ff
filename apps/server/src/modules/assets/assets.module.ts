/** Assets, categories, custom fields, meters, photos and documents. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const assetsModule: FastifyPluginAsyncZod = async () => {};
