/** A schedule's status (active, paused, archived), saying so when it paused itself because its assets were retired. */
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TPpmScheduleStatus, TPpmScheduleSummary } from '@mainstay/contracts';

const STATUS_COLOURS: Record<TPpmScheduleStatus, ChipProps['color']> = {
  active: 'success',
  paused: 'warning',
  archived: 'default',
};

export function ScheduleStatusChip({
  schedule,
}: {
  schedule: Pick<TPpmScheduleSummary, 'status' | 'pause_reason'>;
}) {
  const { t } = useTranslation('ppm');
  const label =
    schedule.status === 'paused' && schedule.pause_reason === 'asset_retired'
      ? t('list.pausedRetired')
      : t(`status.${schedule.status}`);
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOURS[schedule.status]} label={label} />
  );
}
