/** Teams, members, contractors with documents, and leave. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const teamModule: FastifyPluginAsyncZod = async () => {};
