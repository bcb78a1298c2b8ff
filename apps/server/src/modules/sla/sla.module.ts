/** SLA module: policies, the working calendar and holidays, and the every-minute sla.check job. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketHooks, TicketsDeps } from '../tickets/index.ts';
import { businessSecondsBackfillJob } from './business-seconds-backfill.job.ts';
import { slaCheckJob } from './sla-check.job.ts';
import { measureBusinessSeconds } from './sla-business-seconds.ts';
import { computeDeadlines, pauseDeadlines, resumeDeadlines } from './sla-deadlines.ts';
import { slaRoutes } from './sla.routes.ts';

/** What tickets asks of the SLA engine when a ticket is created, re-prioritised, held, reopened, answered or completed. */
export const slaTicketHooks: Pick<
  TicketHooks,
  'computeDeadlines' | 'pauseDeadlines' | 'resumeDeadlines' | 'measureBusinessSeconds'
> = { computeDeadlines, pauseDeadlines, resumeDeadlines, measureBusinessSeconds };

export const slaModule: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  if (app.hasDecorator('queue')) {
    await app.queue.define(slaCheckJob);
    await app.queue.define(businessSecondsBackfillJob);
    // Once per start; one pending run at a time however many servers start.
    await app.queue.send(
      'sla.backfill-business-seconds',
      {},
      { singletonKey: 'sla.backfill-business-seconds' },
    );
  }
  await app.register(slaRoutes, { deps });
};
