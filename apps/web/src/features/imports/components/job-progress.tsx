/** The progress bar of a running step, with the rows done out of the total. */
import type { TImportJob } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function JobProgress({ job, label }: { job: TImportJob | undefined; label: string }) {
  const { t, i18n } = useTranslation('imports');
  const processed = job?.progress.processed ?? 0;
  const total = job?.progress.total ?? 0;
  const value = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  const number = (count: number) => count.toLocaleString(i18n.language);
  return (
    <Box>
      <LinearProgress
        variant={total > 0 && processed > 0 ? 'determinate' : 'indeterminate'}
        value={value}
        aria-label={label}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} aria-live="polite">
        {t('progress.rows', { processed: number(processed), total: number(total) })}
      </Typography>
    </Box>
  );
}
