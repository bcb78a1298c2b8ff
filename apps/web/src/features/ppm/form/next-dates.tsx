/**
 * The next dates the rule being written gives (the server's preview of the next 90 days, on
 * the organisation's working calendar), asked for again a moment after each change; skipped
 * dates say why, moved ones where to. A rule the contract refuses shows nothing here: its
 * fields say what is wrong.
 */
import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ppmScheduleEndpoints, ZPpmRule, type TPpmRuleInput } from '@mainstay/contracts';
import { FORM_WIDE } from '@/components/form/index.ts';
import { call } from '@/lib/endpoint-client.ts';
import { ppmKeys } from '../api/keys.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';
import { ruleRequest, type TScheduleForm } from './schedule-form-schema.ts';

const SHOWN = 6;

export function NextDates({
  control,
  scheduleId,
}: {
  control: Control<TScheduleForm>;
  scheduleId: string | null;
}) {
  const { t, i18n } = useTranslation('ppm');
  const values = useWatch({ control }) as TScheduleForm;
  const rule = useDeferredValue(JSON.stringify(ruleRequest(values)));
  const parsed = ZPpmRule.safeParse(JSON.parse(rule));
  const preview = useQuery({
    queryKey: [...ppmKeys.all, 'preview', scheduleId, rule],
    queryFn: ({ signal }) =>
      call(ppmScheduleEndpoints.preview, {
        body: { schedule_id: scheduleId, ...(JSON.parse(rule) as TPpmRuleInput) },
        signal,
      }),
    enabled: parsed.success,
    staleTime: 30_000,
  });
  const occurrences = preview.data?.occurrences.slice(0, SHOWN) ?? [];

  return (
    <Box
      component="section"
      aria-labelledby="ppm-next-dates"
      sx={{ ...FORM_WIDE, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography id="ppm-next-dates" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.nextDates')}
      </Typography>
      {!parsed.success ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.nextDatesInvalid')}
        </Typography>
      ) : preview.isError ? (
        <Alert severity="warning">{t('form.nextDatesFailed')}</Alert>
      ) : preview.isPending ? (
        <CircularProgress size={20} aria-label={t('form.nextDatesLoading')} />
      ) : occurrences.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('form.nextDatesNone')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
          {occurrences.map((occurrence) => (
            <Typography
              component="li"
              variant="body2"
              key={`${occurrence.index}-${occurrence.date}`}
            >
              {occurrence.due_date === null
                ? t('form.skippedOn', {
                    date: formatLocalDate(occurrence.date, i18n.language, true),
                    reason: t(`skipReasons.${occurrence.skip_reason ?? 'season'}`),
                  })
                : occurrence.due_date !== occurrence.date
                  ? t('form.movedTo', {
                      date: formatLocalDate(occurrence.date, i18n.language, true),
                      due: formatLocalDate(occurrence.due_date, i18n.language, true),
                    })
                  : formatLocalDate(occurrence.due_date, i18n.language, true)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
