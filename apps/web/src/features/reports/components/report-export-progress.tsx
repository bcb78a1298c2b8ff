/**
 * A queued export's progress, under the report's filters: a bar with its percentage, what is
 * happening in words (announced to screen readers), the download button once the file is ready
 * and why it failed otherwise. The link is also e-mailed, so closing this loses nothing.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { REPORT_EXPORT_DAYS } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useReportExportQuery } from '../api/report-exports.ts';

export interface ReportExportProgressProps {
  exportId: string;
  onClose: () => void;
}

export function ReportExportProgress({ exportId, onClose }: ReportExportProgressProps) {
  const { t } = useTranslation(['reportDelivery', 'reports']);
  const query = useReportExportQuery(exportId);
  const job = query.data;
  const failed = job?.status === 'failed' || (query.isError && !job);
  const status = !job
    ? t('export.queued')
    : job.status === 'done'
      ? t('export.done')
      : job.status === 'failed'
        ? t('export.failed', { error: job.error ?? '' })
        : job.status === 'running'
          ? t('export.running', { progress: job.progress })
          : t('export.queued');
  const title = job ? t(`reports:catalogue.${job.report_key}.title`) : '';

  return (
    <Alert
      severity={failed ? 'error' : job?.status === 'done' ? 'success' : 'info'}
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': t('export.close') } }}
      sx={{ width: '100%', mb: 2, '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle>{t('export.title', { title })}</AlertTitle>
      <Typography variant="body2" role="status" aria-live="polite">
        {query.isError && !job ? errorMessage(query.error, t('export.startFailed')) : status}
      </Typography>
      {!failed && job?.status !== 'done' && (
        <>
          <LinearProgress
            variant={job?.status === 'running' ? 'determinate' : 'indeterminate'}
            value={job?.progress ?? 0}
            aria-label={t('export.progressLabel')}
            sx={{ my: 1 }}
          />
          <Typography variant="body2">{t('export.emailNote')}</Typography>
        </>
      )}
      {job?.status === 'done' && job.file && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          <Button
            component="a"
            href={job.file.url}
            download={job.file.name}
            variant="contained"
            size="small"
            startIcon={<FileDownloadOutlined />}
          >
            {t('export.download')}
          </Button>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {job.file.name} · {t('export.expires', { days: REPORT_EXPORT_DAYS })}
          </Typography>
        </Box>
      )}
    </Alert>
  );
}
