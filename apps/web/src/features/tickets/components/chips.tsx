/**
 * A ticket's status, priority and SLA at a glance. Colour is never the only signal: every chip
 * carries its word, and the SLA chip the time left or overdue.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TSlaState, TTicketPriority, TTicketSla, TTicketStatus } from '@mainstay/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<TTicketStatus, ChipProps['color']> = {
  new: 'info',
  assigned: 'primary',
  in_progress: 'secondary',
  on_hold: 'warning',
  completed: 'success',
  closed: 'default',
  cancelled: 'default',
  reopened: 'error',
};

export function TicketStatusChip({ status }: { status: TTicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'closed' || status === 'cancelled' ? 'outlined' : 'filled'}
      label={t(`statuses.${status}`)}
    />
  );
}

const PRIORITY_COLOURS: Record<TTicketPriority, ChipProps['color']> = {
  critical: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};

export function PriorityChip({ priority }: { priority: TTicketPriority }) {
  const { t } = useTranslation('tickets');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PRIORITY_COLOURS[priority]}
      label={t(`priorities.${priority}`)}
    />
  );
}

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

/** The SLA state with the time left ("2 h 5 min left") or overdue ("Overdue by 1 d 2 h"). */
export function SlaChip({ sla }: { sla: TTicketSla }) {
  const { t } = useTranslation('tickets');
  if (sla.state === 'none') return null;
  let label = t(`slaStates.${sla.state}`);
  if (sla.seconds_left !== null) {
    const duration = formatDuration(sla.seconds_left, t);
    label =
      sla.seconds_left < 0
        ? t('sla.overdueBy', { duration })
        : t('sla.timeLeft', { state: label, duration });
  }
  return (
    <Chip
      size="small"
      color={SLA_COLOURS[sla.state]}
      variant={sla.state === 'met' || sla.state === 'paused' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}
