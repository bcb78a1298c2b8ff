/**
 * The background jobs the server knows: each name with the shape of its data, so sending and
 * working are type-checked. To add a job: add its payload here, write its definition in the module
 * that owns it (`<name>.job.ts`) and define it on the queue when the module is registered.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

export interface JobPayloads {
  'maintenance.purge-expired-tokens': Record<string, never>;
  /** Forgets Idempotency-Keys older than 24 hours (plugins/idempotency.ts); hourly. */
  'maintenance.purge-idempotency-keys': Record<string, never>;
  /** Delivers one mail_outbox row; worked by plugins/mail.ts, which holds the SMTP transport. */
  'mail.send': { outboxId: string };
  /** Checks or writes one import (modules/imports); worked by the imports module. */
  'imports.process': {
    importId: string;
    organisationId: string;
    step: 'validate' | 'import';
  };
  /** Flags at-risk and breached tickets, notifies and escalates (modules/sla); every minute. */
  'sla.check': Record<string, never>;
  /** Fills business resolution and response times of older tickets (modules/sla); at start. */
  'sla.backfill-business-seconds': Record<string, never>;
  /** Sums the past days of the service dashboard (modules/dashboards); every 5 minutes and at start. */
  'dashboards.rollup': Record<string, never>;
  /** Computes one queued report export into a file (modules/reports). */
  'reports.export': { exportId: string; organisationId: string };
  /** Sends the scheduled reports that are due (modules/reports); every minute. */
  'reports.run-schedules': Record<string, never>;
  /** Removes report exports past their expiry, with their files (modules/reports); hourly. */
  'reports.purge-exports': Record<string, never>;
  /** Makes PPM tasks a lead time ahead and records each occurrence (modules/ppm); every 5 minutes. */
  'ppm.generate': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobContext {
  db: Database;
  log: FastifyBaseLogger;
}

export type JobHandler<N extends JobName> = (
  data: JobPayloads[N],
  context: JobContext,
) => Promise<void>;

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  // Method syntax on purpose: it keeps a list of different jobs assignable to JobDefinition[].
  handler(data: JobPayloads[N], context: JobContext): Promise<void>;
}

/** Keeps the link between a definition's name and its handler's data type. */
export function defineJob<N extends JobName>(definition: JobDefinition<N>): JobDefinition<N> {
  return definition;
}
