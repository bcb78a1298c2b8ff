/**
 * Before an edited schedule is saved: what the change does to the next 90 days (dates added and
 * removed against the saved rule) and, when tasks are already made and still open, whether they
 * follow the new title, instructions, priority and category or stay as they are.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPpmPreview } from '@mainstay/contracts';
import { DialogForm, DialogFrame } from '@/components/form/index.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';

export interface ChangeReviewDialogProps {
  preview: TPpmPreview;
  /** true: open tasks follow; false: they stay; null: back to the form. */
  onDecide: (applyToOpenTasks: boolean | null) => void;
}

function DateList({
  title,
  dates,
  language,
}: {
  title: string;
  dates: string[];
  language: string;
}) {
  if (dates.length === 0) return null;
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle2">
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
        {dates.map((date) => (
          <Typography component="li" variant="body2" key={date}>
            {formatLocalDate(date, language, true)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function ChangeReviewDialog({ preview, onDecide }: ChangeReviewDialogProps) {
  const { t, i18n } = useTranslation('ppm');
  const [apply, setApply] = useState('keep');
  const unchanged = preview.added.length === 0 && preview.removed.length === 0;
  return (
    <DialogFrame onClose={() => onDecide(null)} title={t('review.title')} maxWidth="sm">
      <DialogForm
        onSubmit={() => onDecide(apply === 'apply')}
        onCancel={() => onDecide(null)}
        cancelLabel={t('review.back')}
        submitLabel={t('review.save')}
      >
        <Typography variant="body2">
          {unchanged
            ? t('review.datesUnchanged')
            : t('review.datesChanged', {
                from: formatLocalDate(preview.from, i18n.language),
                to: formatLocalDate(preview.to, i18n.language),
              })}
        </Typography>
        <DateList title={t('review.added')} dates={preview.added} language={i18n.language} />
        <DateList title={t('review.removed')} dates={preview.removed} language={i18n.language} />
        {preview.open_tasks > 0 && (
          <FormControl>
            <FormLabel>{t('review.openTasks', { count: preview.open_tasks })}</FormLabel>
            <RadioGroup value={apply} onChange={(_event, value) => setApply(value)}>
              <FormControlLabel value="keep" control={<Radio />} label={t('review.keepTasks')} />
              <FormControlLabel value="apply" control={<Radio />} label={t('review.applyTasks')} />
            </RadioGroup>
          </FormControl>
        )}
      </DialogForm>
    </DialogFrame>
  );
}
