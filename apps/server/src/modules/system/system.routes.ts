/** Liveness and readiness probes: public, cheap, and never cached. */
import { ZHealthResponse, ZReadyResponse } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'The process is up (liveness)',
        response: { 200: ZHealthResponse },
      },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'The database answers (readiness)',
        response: { 200: ZReadyResponse, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness check: the database does not answer');
        throw new ServiceUnavailableError('The database is not available');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
