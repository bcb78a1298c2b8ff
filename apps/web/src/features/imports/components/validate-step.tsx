/**
 * Step 3: how to treat rows with problems, then every row is checked in the background with a
 * progress bar; the counts, the first problems and the report follow.
 */
import type { TImportJob, TImportMode } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from './job-progress.tsx';
import { JobSummary } from './job-summary.tsx';

export interface ValidateStepProps {
  mode: TImportMode;
  onModeChange: (mode: TImportMode) => void;
  job: TImportJob | undefined;
  /** The checked result belongs to the mode now chosen. */
  checked: boolean;
  disabled: boolean;
}

export function ValidateStep({ mode, onModeChange, job, checked, disabled }: ValidateStepProps) {
  const { t } = useTranslation('imports');
  const labelId = useId();
  const running = job?.status === 'validating';
  return (
    <Stack spacing={2}>
      <FormControl disabled={disabled || running}>
        <FormLabel id={labelId}>{t('validate.modeLabel')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={mode}
          onChange={(event) => onModeChange(event.target.value as TImportMode)}
        >
          <FormControlLabel
            value="all_or_nothing"
            control={<Radio />}
            label={t('validate.allOrNothing')}
          />
          <FormControlLabel
            value="valid_rows"
            control={<Radio />}
            label={t('validate.validRows')}
          />
        </RadioGroup>
      </FormControl>
      {running ? <JobProgress job={job} label={t('validate.progress')} /> : null}
      {checked && job?.status === 'validated' ? (
        <>
          <JobSummary job={job} imported={false} />
          {mode === 'all_or_nothing' && job.counts.rejected > 0 ? (
            <Alert severity="warning">{t('validate.nothingWillImport')}</Alert>
          ) : null}
          {job.counts.valid === 0 ? (
            <Alert severity="warning">{t('validate.noValidRows')}</Alert>
          ) : null}
        </>
      ) : null}
      {job?.status === 'failed' && job.error ? <Alert severity="error">{job.error}</Alert> : null}
    </Stack>
  );
}
