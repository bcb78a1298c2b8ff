/** A document's status at a glance, coloured by how far along it is. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, ChipProps['color']> = {
  draft: 'default',
  sent: 'info',
  received: 'info',
  approved: 'primary',
  paid: 'success',
  disputed: 'warning',
  cancelled: 'error',
};

export function StatusChip({ status, received }: { status: string; received?: 'done' }) {
  const { t } = useTranslation('procurement');
  // A received order is finished; a received invoice still waits for approval.
  const colour = status === 'received' && received === 'done' ? 'success' : COLOURS[status];
  return (
    <Chip
      size="small"
      color={colour ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={t(`statuses.${status}`)}
    />
  );
}
