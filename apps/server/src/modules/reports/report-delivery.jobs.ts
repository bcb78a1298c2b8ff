/**
 * The jobs of report deliveries: a queued export (`reports.export`), the schedules' runs every
 * minute (`reports.run-schedules`, which also takes over the runs left unfinished) and the
 * hourly removal of expired exports (`reports.purge-exports`). Without a queue (some tests,
 * scripts) an export runs in the background of this process instead, awaited when the app
 * closes.
 */
import type { FastifyInstance } from 'fastify';
import { defineJob } from '../../jobs/registry.ts';
import type { DeliveryDeps } from './report-delivery.shared.ts';
import {
  purgeExpiredExports,
  runReportExport,
  type ReportExportJob,
} from './report-exports.service.ts';
import { runDueSchedules } from './report-schedule-runner.ts';

export async function defineDeliveryJobs(
  app: FastifyInstance,
  deps: DeliveryDeps,
): Promise<(job: ReportExportJob) => Promise<void>> {
  if (app.hasDecorator('queue')) {
    await app.queue.define(
      defineJob({
        name: 'reports.export',
        handler: (data) => runReportExport(deps, data),
      }),
    );
    await app.queue.define(
      defineJob({
        name: 'reports.run-schedules',
        cron: '* * * * *',
        async handler() {
          const outcomes = await runDueSchedules(deps);
          if (outcomes.sent + outcomes.failed + outcomes.retrying > 0) {
            deps.log.info(outcomes, 'Scheduled reports run');
          }
        },
      }),
    );
    await app.queue.define(
      defineJob({
        name: 'reports.purge-exports',
        cron: '17 * * * *',
        async handler() {
          const removed = await purgeExpiredExports(deps);
          if (removed > 0) deps.log.info({ removed }, 'Expired report exports removed');
        },
      }),
    );
    const queue = app.queue;
    return async (job) => {
      await queue.send('reports.export', job, { retryLimit: 0 });
    };
  }
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return async (job) => {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runReportExport(deps, job))
      .finally(() => running.delete(work));
    running.add(work);
  };
}
