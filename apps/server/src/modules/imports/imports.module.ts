/**
 * Imports (CSV, XLSX) of buildings, locations and assets, and the shared writer of list exports
 * (export.ts). The checking and importing run on the job queue ('imports.process'); without a
 * queue (some tests, scripts) they run in the background of this process instead.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createImportRunner, type ImportJobData } from './import-runner.ts';
import { importsRoutes } from './imports.routes.ts';

export const IMPORT_JOB = 'imports.process' as const;

export const importsModule: FastifyPluginAsyncZod = async (app) => {
  const runner = createImportRunner({
    db: app.db,
    files: app.files,
    log: app.log.child({ module: 'imports' }),
  });
  const queue = app.hasDecorator('queue') ? app.queue : undefined;
  const running = new Set<Promise<void>>();

  if (queue) await queue.work(IMPORT_JOB, (data) => runner.process(data));
  // Steps run in this process are awaited on close, so the database is not closed under them.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  const enqueue = async (data: ImportJobData) => {
    if (queue) {
      await queue.send(IMPORT_JOB, data);
      return;
    }
    const step = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => runner.process(data))
      .finally(() => running.delete(step));
    running.add(step);
  };

  await app.register(importsRoutes, { deps: { app, enqueue } });
};
