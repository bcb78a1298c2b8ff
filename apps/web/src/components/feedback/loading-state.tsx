/** What a page shows while its data loads: a labelled progress indicator. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface LoadingStateProps {
  /** Defaults to "Loading…". */
  label?: string;
  /** Fill the viewport height (whole-page loads). */
  fullHeight?: boolean;
}

export function LoadingState({ label, fullHeight = false }: LoadingStateProps) {
  const { t } = useTranslation('layout');
  const text = label ?? t('feedback.loading');
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        py: 6,
        minHeight: fullHeight ? '60vh' : undefined,
      }}
    >
      <CircularProgress aria-label={text} />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
