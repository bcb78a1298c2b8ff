/**
 * The `dashboards.rollup` job: brings every organisation's dashboard rollups up to date
 * (rollup-build.ts), every five minutes and once at start. An organisation that fails is logged
 * and retried at the next run; the others go on.
 */
import { defineJob } from '../../../jobs/registry.ts';
import { organisationsToRoll, rollUpOrganisation } from './rollup-build.ts';

export const dashboardRollupJob = defineJob({
  name: 'dashboards.rollup',
  cron: '*/5 * * * *',
  async handler(_data, { db, log }) {
    for (const organisationId of await organisationsToRoll(db)) {
      try {
        const { days } = await rollUpOrganisation(db, organisationId);
        if (days !== 0) log.info({ organisationId, days }, 'Dashboard days summed');
      } catch (error) {
        log.error({ err: error, organisationId }, 'Dashboard days could not be summed');
      }
    }
  },
});
