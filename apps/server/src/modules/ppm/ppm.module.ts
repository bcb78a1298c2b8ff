/**
 * PPM module: maintenance schedules and the `ppm.generate` job, every five minutes, which makes
 * each schedule's tasks a lead time ahead (ppm-generate.ts). The tasks are tickets of kind `ppm`,
 * served by the tickets module under /v1/ppm-tasks.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineJob } from '../../jobs/registry.ts';
import type { TicketsDeps } from '../tickets/index.ts';
import { generatePpmTasks } from './ppm-generate.ts';
import { ppmRoutes } from './ppm.routes.ts';

export const ppmModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  if (app.hasDecorator('queue')) {
    await app.queue.define(
      defineJob({
        name: 'ppm.generate',
        cron: '*/5 * * * *',
        async handler(_data, { log }) {
          const result = await generatePpmTasks(deps);
          if (result.generated + result.skipped > 0) log.info(result, 'PPM occurrences reached');
        },
      }),
    );
    // Once per start too (a new demo, or days the servers were down); one pending run at a time.
    await app.queue.send('ppm.generate', {}, { singletonKey: 'ppm.generate' });
  }
  await app.register(ppmRoutes, { deps });
};
