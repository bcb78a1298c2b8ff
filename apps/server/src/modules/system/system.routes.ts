/** Liveness and readiness probes: public, cheap, and never cached. */
import { systemEndpoints } from '@mainstay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ServiceUnavailableError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  route(app, systemEndpoints.health, async () => ({
    status: 'ok' as const,
    uptime_seconds: Math.round(process.uptime()),
  }));

  route(app, systemEndpoints.ready, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.warn({ err: error }, 'Readiness check: the database does not answer');
      throw new ServiceUnavailableError();
    }
    return { status: 'ready' as const, database: app.database.kind };
  });
};
