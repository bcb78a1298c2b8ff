/**
 * The full-page message shown when something broke: a chunk failed to load (offer a reload)
 * or an unexpected error happened (apologise, offer a reload; details only in development).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ERROR_NAMESPACE } from '@/lib/i18n.ts';

export interface ErrorScreenProps {
  kind: 'chunk' | 'unexpected';
  error?: unknown;
}

export function ErrorScreen({ kind, error }: ErrorScreenProps) {
  // It can show before the error messages have arrived (lib/i18n.ts): it then re-renders.
  const { t } = useTranslation(ERROR_NAMESPACE, { useSuspense: false });
  const details =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <Box
      role="alert"
      sx={{
        minHeight: '60vh',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h4" component="h1">
        {t(kind === 'chunk' ? 'chunk.title' : 'unexpected.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t(kind === 'chunk' ? 'chunk.description' : 'unexpected.description')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
      {details ? (
        <Box
          component="pre"
          sx={{
            maxWidth: '100%',
            overflow: 'auto',
            textAlign: 'start',
            fontSize: 12,
            opacity: 0.7,
          }}
        >
          {details}
        </Box>
      ) : null}
    </Box>
  );
}
