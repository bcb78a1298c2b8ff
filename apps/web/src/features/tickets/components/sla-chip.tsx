/**
 * The SLA chip: the clock that matters most (a breached one, else the nearest running one) with
 * its time left or overdue, and both clocks, response and resolution, in its tooltip (shown on
 * hover and on keyboard focus). `useSlaClockStatus` words one clock for the ticket's detail too.
 */
import { useCallback, useState } from 'react';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { TSlaState, TTicketSla } from '@mainstay/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { headlineClock, slaClocks, type SlaClock } from './sla-clocks.ts';

const SLA_COLOURS: Record<TSlaState, ChipProps['color']> = {
  none: 'default',
  on_track: 'success',
  at_risk: 'warning',
  breached: 'error',
  paused: 'default',
  met: 'success',
};

/** "2 h 5 min", "3 d 4 h", "12 min" from seconds (absolute value). */
export function formatDuration(seconds: number, t: TFunction<'tickets'>): string {
  const total = Math.max(0, Math.round(Math.abs(seconds) / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return t('duration.daysHours', { days, hours });
  if (hours > 0) return t('duration.hoursMinutes', { hours, minutes });
  return t('duration.minutes', { minutes });
}

/** The chip's words for its clock: "Overdue by 1 d 2 h", "Response: 20 min left", "Paused". */
function headlineText(clock: SlaClock, sla: TTicketSla, t: TFunction<'tickets'>): string {
  const left = clock.secondsLeft;
  const duration = left === null ? '' : formatDuration(left, t);
  const response = clock.name === 'response';
  switch (clock.status) {
    case 'breached':
      if (left !== null && left < 0) {
        return t(response ? 'sla.responseOverdueBy' : 'sla.overdueBy', { duration });
      }
      return response ? t('sla.responseBreached') : t('slaStates.breached');
    case 'late':
      return t('sla.responseBreached');
    case 'running':
    case 'at_risk':
      if (response) return t('sla.responseTimeLeft', { duration });
      return t('sla.timeLeft', { state: t(`slaStates.${sla.state}`), duration });
    case 'paused':
      return t('slaStates.paused');
    case 'met':
      return t('slaStates.met');
    default:
      return t(`slaStates.${sla.state}`);
  }
}

/** Where one clock stands: "met", "2 h 5 min left (due 12 Mar 2026, 14:05)", "paused". */
export function useSlaClockStatus(): (clock: SlaClock) => string {
  const { t, i18n } = useTranslation('tickets');
  const language = i18n.language;
  return useCallback(
    (clock: SlaClock) => {
      const date = clock.dueAt
        ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(clock.dueAt),
          )
        : '';
      const left = clock.secondsLeft;
      const duration = left === null ? '' : formatDuration(left, t);
      if (clock.status === 'met') return t('sla.clock.met');
      if (clock.status === 'late') return t('sla.clock.late');
      if (clock.status === 'paused') {
        return left === null ? t('sla.clock.paused') : t('sla.clock.pausedLeft', { duration });
      }
      if (left !== null && left < 0) return t('sla.clock.overdue', { duration, date });
      if (clock.status === 'breached') return t('sla.clock.breached');
      if (left !== null) return t('sla.clock.left', { duration, date });
      return date ? t('sla.clock.due', { date }) : t('sla.clock.none');
    },
    [language, t],
  );
}

/** The SLA state with the time left ("2 h 5 min left") or overdue ("Overdue by 1 d 2 h"). */
export function SlaChip({ sla, now }: { sla: TTicketSla; now?: number }) {
  const { t } = useTranslation('tickets');
  const clockStatus = useSlaClockStatus();
  // Lists show the clocks as of their rendering (the detail page passes a live `now`).
  const [shownAt] = useState(() => Date.now());
  if (sla.state === 'none') return null;
  const clocks = slaClocks(sla, now ?? shownAt);
  const clock = headlineClock(clocks);
  const breached = clock.status === 'breached' || clock.status === 'late';
  const lines = clocks
    .filter((item) => item.status !== 'none')
    .map((item) =>
      t('sla.clock.line', { clock: t(`sla.clock.${item.name}`), status: clockStatus(item) }),
    );
  return (
    <Tooltip
      describeChild
      title={lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    >
      <Chip
        size="small"
        tabIndex={0}
        color={breached ? 'error' : SLA_COLOURS[sla.state]}
        variant={sla.state === 'met' || sla.state === 'paused' ? 'outlined' : 'filled'}
        label={headlineText(clock, sla, t)}
        // A long headline is cut, not the table widened: the tooltip reads both clocks in full.
        sx={{ maxWidth: 176 }}
      />
    </Tooltip>
  );
}
