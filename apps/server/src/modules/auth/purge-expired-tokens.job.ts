/**
 * Daily clean-up of access tokens that expired or were revoked more than a week ago. The week of
 * grace keeps recent ones around for anyone investigating a sign-in problem.
 */
import { defineJob } from '../../jobs/registry.ts';
import { purgeExpiredTokens } from './access-tokens.ts';

export const TOKEN_RETENTION_DAYS = 7;

export const purgeExpiredTokensJob = defineJob({
  name: 'maintenance.purge-expired-tokens',
  cron: '17 3 * * *',
  async handler(_data, { db, log }) {
    const cutoff = new Date(Date.now() - TOKEN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const deleted = await purgeExpiredTokens(db, cutoff);
    log.info({ deleted }, 'Purged expired access tokens');
  },
});
