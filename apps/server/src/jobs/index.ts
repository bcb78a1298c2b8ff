/** Every job the server runs. */
import { purgeExpiredTokensJob } from './purge-expired-tokens.ts';
import type { JobDefinition, JobName } from './registry.ts';

export const JOBS: readonly JobDefinition<JobName>[] = [purgeExpiredTokensJob];
