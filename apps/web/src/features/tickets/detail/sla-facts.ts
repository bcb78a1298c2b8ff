/**
 * The ticket's two SLA clocks as lines of its details ("Response: met", "Resolution: 2 h left
 * (due ...)"), kept current like the chip while a clock runs.
 */
import type { TTicketSla } from '@mainstay/contracts';
import type { Fact } from '@/components/layout';
import { useTranslation } from 'react-i18next';
import { useSlaClockStatus } from '../components/sla-chip.tsx';
import { slaClocks } from '../components/sla-clocks.ts';
import { slaAt } from './live-sla-chip.tsx';
import { useNow } from './use-now.ts';

const REFRESH_MS = 30_000;

export function useSlaFacts(sla: TTicketSla): Fact[] {
  const { t } = useTranslation('tickets');
  const clockStatus = useSlaClockStatus();
  const now = useNow(REFRESH_MS, sla.seconds_left !== null);
  if (sla.state === 'none') return [];
  return slaClocks(slaAt(sla, now), now)
    .filter((clock) => clock.status !== 'none')
    .map((clock) => ({ label: t(`sla.facts.${clock.name}`), value: clockStatus(clock) }));
}
