/** What an upload is doing: sending, waiting for the connection, or refused (with why). */
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';

export function UploadState({
  busy,
  waiting,
  failure,
}: {
  busy: boolean;
  waiting: number;
  failure: string | null;
}) {
  const { t } = useTranslation('forms');
  return (
    <>
      {busy ? <LinearProgress aria-label={t('upload.busy')} sx={{ mt: 1 }} /> : null}
      {waiting > 0 ? (
        <FormHelperText role="status">{t('upload.waiting', { count: waiting })}</FormHelperText>
      ) : null}
      {failure ? (
        <FormHelperText error role="alert">
          {failure}
        </FormHelperText>
      ) : null}
    </>
  );
}
