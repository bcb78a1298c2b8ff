/**
 * The job queue: pg-boss in the application's own database. On the embedded database it shares
 * the very PGlite connection Drizzle uses, on the database's own thread (PGlite has a single
 * connection, and a second instance on the same directory would corrupt it); on PostgreSQL it
 * keeps a small pool of its own.
 */
import type { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type SendOptions } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { databaseProblem, type DatabaseOutage } from '../lib/database-outage.ts';
import type { JobDefinition, JobName, JobPayloads } from './registry.ts';

export interface Queue {
  /** `options` carries pg-boss's retry settings (retryLimit, retryDelay, retryBackoff). */
  send<N extends JobName>(
    name: N,
    data: JobPayloads[N],
    options?: SendOptions,
  ): Promise<string | null>;
  work<N extends JobName>(name: N, handler: (data: JobPayloads[N]) => Promise<void>): Promise<void>;
  /**
   * Works a job with its definition's handler and, when this queue schedules, runs it on the
   * definition's cron. Each module defines its own jobs this way when it is registered.
   */
  define<N extends JobName>(job: JobDefinition<N>): Promise<void>;
  /** Whether this queue runs the definitions' schedules (off in tests). */
  readonly schedules: boolean;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), releases connections. */
  stop(timeoutMs: number): Promise<void>;
}

export interface StartQueueOptions {
  handle: DatabaseHandle;
  log: FastifyBaseLogger;
  /**
   * Where a failure to reach the database goes: logged once per outage with the requests' own,
   * instead of a line (and a stack) each time the queue polls.
   */
  outage?: DatabaseOutage;
  /** Off in tests: a schedule would only add noise there. */
  schedule: boolean;
  /**
   * Tests only: each scheduled job runs every minute instead of on its cron, and pg-boss checks
   * schedules every second instead of every 30.
   */
  everyMinute?: boolean;
}

export async function startQueue({
  handle,
  log,
  outage,
  schedule,
  everyMinute = false,
}: StartQueueOptions): Promise<Queue> {
  const clock = everyMinute ? { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 } : {};
  const boss = handle.embedded
    ? new PgBoss({
        db: fromPglite(handle.embedded as unknown as PGlite),
        backend: 'pglite',
        schedule,
        ...clock,
      })
    : new PgBoss({ connectionString: handle.connectionString, max: 4, schedule, ...clock });
  boss.on('error', (error) => {
    if (outage && databaseProblem(error) === 'down') outage.met(log, error);
    else log.error({ err: error }, 'Job queue error');
  });
  await boss.start();

  const created = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (created.has(name)) return;
    await boss.createQueue(name);
    created.add(name);
  };

  const queue: Queue = {
    schedules: schedule,
    async send(name, data, options) {
      await ensureQueue(name);
      return options ? boss.send(name, data, options) : boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work<JobPayloads[typeof name]>(
        name,
        { pollingIntervalSeconds: 1 },
        async (batch) => {
          for (const job of batch) await handler(job.data);
        },
      );
    },
    async define(job) {
      const jobLog = log.child({ job: job.name });
      await queue.work(job.name, (data) => job.handler(data, { db: handle.db, log: jobLog }));
      // pg-boss keeps one schedule per queue and files each occurrence under a singleton key, so
      // however many processes register and check it, each occurrence becomes one job.
      const cron = job.cron && everyMinute ? '* * * * *' : job.cron;
      if (schedule && cron) await boss.schedule(job.name, cron, {}, { tz: 'UTC' });
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };

  return queue;
}
