/** Counts of a checked or finished import, the first rejected rows, and the report download. */
import type { TImportJob } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useDownloadReportMutation } from '../api/download-report.ts';

export function JobSummary({ job, imported }: { job: TImportJob; imported: boolean }) {
  const { t, i18n } = useTranslation('imports');
  const notify = useNotify();
  const download = useDownloadReportMutation(job.id);
  const number = (count: number) => count.toLocaleString(i18n.language);
  const { counts } = job;

  const handleDownload = () =>
    download.mutate(undefined, { onError: () => notify.error(t('report.failed')) });

  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Alert severity="success" icon={false} sx={{ flex: 1 }}>
          {imported
            ? t('summary.imported', { count: counts.imported, formatted: number(counts.imported) })
            : t('summary.valid', { count: counts.valid, formatted: number(counts.valid) })}
        </Alert>
        <Alert severity={counts.rejected > 0 ? 'warning' : 'info'} icon={false} sx={{ flex: 1 }}>
          {t('summary.rejected', { count: counts.rejected, formatted: number(counts.rejected) })}
        </Alert>
      </Stack>
      {job.errors.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('summary.firstProblems')}
          </Typography>
          <List
            dense
            aria-label={t('summary.firstProblems')}
            sx={{ maxHeight: 200, overflowY: 'auto' }}
          >
            {job.errors.map((error) => (
              <ListItem key={error.row} disableGutters>
                <ListItemText
                  primary={t('summary.row', { row: error.row })}
                  secondary={error.reasons.join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
      {job.report_available && counts.rejected > 0 ? (
        <div>
          <Button variant="outlined" onClick={handleDownload} disabled={download.isPending}>
            {t('report.download')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
