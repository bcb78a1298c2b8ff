/**
 * A ticket's status, priority and SLA at a glance. Colour is never the only signal: every chip
 * carries its word, and the SLA chip the time left or overdue (its own module).
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { TPpmCompliance, TTicketPriority, TTicketStatus } from '@mainstay/contracts';
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
  scheduled: 'info',
  missed: 'error',
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

const COMPLIANCE_COLOURS: Record<TPpmCompliance, ChipProps['color']> = {
  on_time: 'success',
  late: 'error',
  pending: 'default',
};

/** A PPM task against its compliance deadline: on time, late or pending (nothing when cancelled). */
export function ComplianceChip({ compliance }: { compliance: TPpmCompliance | null }) {
  const { t } = useTranslation('tickets');
  if (!compliance) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COMPLIANCE_COLOURS[compliance]}
      label={t(`compliance.${compliance}`)}
    />
  );
}

export { formatDuration, SlaChip } from './sla-chip.tsx';
