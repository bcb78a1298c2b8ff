/**
 * Starts the job queue with the app and exposes it as `app.queue`; stops it (gracefully) on close.
 * It knows no jobs itself: each module defines its own (`app.queue.define`) when it is registered.
 */
import fp from 'fastify-plugin';
import { startQueue, type Queue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

export interface QueuePluginOptions {
  schedule: boolean;
  /** Tests only (JOBS_EVERY_MINUTE): every schedule fires each minute. */
  everyMinute?: boolean;
  shutdownTimeoutMs: number;
}

export const queuePlugin = fp<QueuePluginOptions>(
  async (app, { schedule, everyMinute = false, shutdownTimeoutMs }) => {
    const queue = await startQueue({
      handle: app.database,
      log: app.log,
      outage: app.databaseOutage,
      schedule,
      everyMinute,
    });
    app.decorate('queue', queue);
    app.addHook('onClose', async () => {
      // Most of the shutdown budget; the rest is for closing the database before the forced exit.
      await queue.stop(Math.floor(shutdownTimeoutMs * 0.75));
    });
  },
  { name: 'queue', dependencies: ['database', 'error-handler'] },
);
