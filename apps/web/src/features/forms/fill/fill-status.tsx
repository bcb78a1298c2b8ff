/**
 * The top of a form being filled: how far it is (required answers given), whether everything
 * is saved, and once done who completed or signed it and when.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import { useTranslation } from 'react-i18next';
import type { TFormDetail } from '@mainstay/contracts';
import { isolatedText } from '@/lib/bidi.tsx';
import { formatDateTime } from '../lib/format.ts';
import type { SaveStatus } from './use-answer-sync.ts';

export interface FillStatusProps {
  form: TFormDetail;
  progress: { required: number; answered: number };
  status: SaveStatus | null;
  pending: number;
}

const STATUS_ICONS = {
  saved: <CloudDoneOutlined fontSize="small" color="success" aria-hidden />,
  saving: <CloudSyncOutlined fontSize="small" color="action" aria-hidden />,
  offline: <CloudOffOutlined fontSize="small" color="warning" aria-hidden />,
};

export function FillStatus({ form, progress, status, pending }: FillStatusProps) {
  const { t, i18n } = useTranslation('forms');
  const date = (value: string | null | undefined) => formatDateTime(value, i18n.language);
  const share = progress.required === 0 ? 100 : (progress.answered / progress.required) * 100;
  const progressText = t('progress.text', {
    answered: progress.answered,
    required: progress.required,
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {form.signature ? (
        <Alert severity="success">
          {t('done.signed', {
            name: isolatedText(form.signature.signed_by?.name ?? t('done.someone')),
            at: date(form.signature.signed_at),
          })}
        </Alert>
      ) : form.locked ? (
        <Alert severity="info">
          {t('done.completed', {
            name: isolatedText(form.completed_by?.name ?? t('done.someone')),
            at: date(form.completed_at),
          })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="body2">{progressText}</Typography>
        {status ? (
          <Typography
            variant="body2"
            role="status"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
          >
            {STATUS_ICONS[status]}
            {status === 'offline' ? t('save.offline', { count: pending }) : t(`save.${status}`)}
          </Typography>
        ) : null}
      </Box>
      <LinearProgress variant="determinate" value={share} aria-label={progressText} />
    </Box>
  );
}
