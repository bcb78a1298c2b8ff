/** Buildings and locations. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const placesModule: FastifyPluginAsyncZod = async () => {};
