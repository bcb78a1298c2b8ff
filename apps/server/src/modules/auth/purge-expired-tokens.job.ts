/**
 * Daily clean-up of access tokens and sign-up secrets that expired or were revoked more than a
 * week ago. The week of grace keeps recent ones around for anyone investigating a sign-in problem.
 */
import { defineJob } from '../../jobs/registry.ts';
import { purgeExpiredTokens } from './access-tokens.ts';
import { purgeExpiredSignUpSecrets } from './sign-up-secrets.ts';

export const TOKEN_RETENTION_DAYS = 7;

export const purgeExpiredTokensJob = defineJob({
  name: 'maintenance.purge-expired-tokens',
  cron: '17 3 * * *',
  async handler(_data, { db, log }) {
    const cutoff = new Date(Date.now() - TOKEN_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    const deleted = await purgeExpiredTokens(db, cutoff);
    const signUpSecrets = await purgeExpiredSignUpSecrets(db, cutoff);
    log.info({ deleted, signUpSecrets }, 'Purged expired access tokens');
  },
});
