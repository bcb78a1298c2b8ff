/** The `sla.check` job: every minute, one pass of the SLA watch (see sla-check.ts). */
import { defineJob } from '../../jobs/registry.ts';
import { runSlaCheck } from './sla-check.ts';

export const slaCheckJob = defineJob({
  name: 'sla.check',
  cron: '* * * * *',
  async handler(_data, { db, log }) {
    const result = await runSlaCheck(db, new Date());
    if (result.atRisk + result.breached + result.escalated > 0) {
      log.info(result, 'SLA check flagged tickets');
    }
  },
});
