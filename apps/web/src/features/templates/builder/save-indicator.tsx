/**
 * Whether the server has the draft as it is on screen: "Saved", "Saving…", or "Not saved" with
 * the reason and Retry. Announced politely as it changes.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/form-errors.ts';
import type { SaveStatus } from './use-template-draft.ts';

export function SaveIndicator({
  status,
  error,
  onRetry,
}: {
  status: SaveStatus;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('templates');
  const icon = {
    saved: <CloudDoneOutlined fontSize="small" color="success" />,
    saving: <SyncOutlined fontSize="small" />,
    failed: <CloudOffOutlined fontSize="small" color="error" />,
  }[status];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          {icon}
        </Box>
        <Typography variant="body2" color={status === 'failed' ? 'error' : 'text.secondary'}>
          {status === 'failed'
            ? t('save.failed', { reason: errorMessage(error, t('save.offline')) })
            : t(`save.${status}`)}
        </Typography>
      </Box>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </Box>
  );
}
