/** What a page shows when loading failed, with a way to try again. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface ErrorStateProps {
  /** The (already translated) explanation. */
  message: string;
  /** Defaults to "Something went wrong". */
  title?: string;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, title, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('layout');
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel ?? t('feedback.retry')}
          </Button>
        )
      }
      sx={{ my: 2, alignItems: 'center' }}
    >
      <AlertTitle>{title ?? t('feedback.errorTitle')}</AlertTitle>
      {message}
    </Alert>
  );
}
