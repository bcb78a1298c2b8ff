/**
 * /reports/unsubscribe?t=…: the page behind a scheduled report's unsubscribe link, no sign-in.
 * It asks first and leaves on a button press: mail scanners that open every link must not
 * unsubscribe anyone. Then it says which report will no longer come.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useReportUnsubscribeMutation } from '../api/report-unsubscribe.ts';

export interface ReportUnsubscribePageProps {
  title: string;
}

export function ReportUnsubscribePage({ title }: ReportUnsubscribePageProps) {
  const { t } = useTranslation('reportDelivery');
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const leave = useReportUnsubscribeMutation();

  let body;
  if (!token) {
    body = <Alert severity="error">{t('unsubscribe.missing')}</Alert>;
  } else if (leave.data) {
    body = (
      <>
        <Alert severity="success" role="status">
          {leave.data.message}
        </Alert>
        <Typography sx={{ mt: 3 }}>
          <Link component={RouterLink} to={paths.root}>
            {t('unsubscribe.home')}
          </Link>
        </Typography>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 3 }}>{t('unsubscribe.intro')}</Typography>
        {leave.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(leave.error, t('unsubscribe.failed'))}
          </Alert>
        )}
        <Button variant="contained" loading={leave.isPending} onClick={() => leave.mutate(token)}>
          {t('unsubscribe.confirm')}
        </Button>
      </>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 560, px: 2, pt: 8, pb: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title || t('unsubscribe.title')}
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}
