/** Every job the server runs. */
import { slaCheckJob } from '../modules/sla/sla-check.job.ts';
import { purgeExpiredTokensJob } from './purge-expired-tokens.ts';
import type { JobDefinition, JobName } from './registry.ts';

export const JOBS: readonly JobDefinition<JobName>[] = [purgeExpiredTokensJob, slaCheckJob];
