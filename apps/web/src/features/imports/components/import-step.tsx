/** Step 4: the import running in the background, then what was imported and what was not. */
import type { TImportJob } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { JobProgress } from './job-progress.tsx';
import { JobSummary } from './job-summary.tsx';

export function ImportStep({ job }: { job: TImportJob | undefined }) {
  const { t } = useTranslation('imports');
  if (!job || job.status === 'importing' || job.status === 'validated') {
    return <JobProgress job={job} label={t('run.progress')} />;
  }
  return (
    <Stack spacing={2}>
      {job.status === 'completed' ? (
        <Alert severity="success" role="status">
          {t('run.completed')}
        </Alert>
      ) : (
        <Alert severity="error">{job.error ?? t('run.failed')}</Alert>
      )}
      <JobSummary job={job} imported />
    </Stack>
  );
}
