/**
 * A form's result and status at a glance. Colour is never the only signal: each chip carries
 * its icon and its word.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import type { TFormOutcome, TFormStatus } from '@mainstay/contracts';

const RESULTS: Record<TFormOutcome, { colour: ChipProps['color']; icon: ChipProps['icon'] }> = {
  pass: { colour: 'success', icon: <CheckCircleOutline /> },
  flag: { colour: 'warning', icon: <FlagOutlined /> },
  fail: { colour: 'error', icon: <CancelOutlined /> },
};

export function ResultChip({ result }: { result: TFormOutcome | null }) {
  const { t } = useTranslation('forms');
  if (!result) return <Chip size="small" variant="outlined" label={t('results.none')} />;
  const { colour, icon } = RESULTS[result];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colour}
      icon={icon}
      label={t(`results.${result}`)}
    />
  );
}

export function FormStatusChip({ status }: { status: TFormStatus }) {
  const { t } = useTranslation('forms');
  return (
    <Chip
      size="small"
      color={status === 'completed' ? 'success' : 'info'}
      variant={status === 'completed' ? 'filled' : 'outlined'}
      label={t(`statuses.${status}`)}
    />
  );
}
