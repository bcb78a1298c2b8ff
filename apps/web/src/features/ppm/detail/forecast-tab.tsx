/**
 * The next twelve months of the schedule, month by month: each occurrence on the day it is due
 * (saying when the working calendar moved it from the rule's date) or skipped and why, with how
 * many tasks that makes. Occurrences are filed under the month they are due in.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPpmForecast, TPpmOccurrencePlan } from '@mainstay/contracts';
import { QueryContent } from '@/components/detail';
import { EmptyState } from '@/components/feedback';
import { DetailCard } from '@/components/layout';
import { useForecastQuery } from '../api/get-schedule.ts';
import { formatLocalDate } from '../lib/describe-rule.ts';
import { formatMonth, monthOf } from './format.ts';
import { OccurrenceList } from './occurrence-list.tsx';

const FORECAST_MONTHS = 12;

function byMonth(plans: readonly TPpmOccurrencePlan[]) {
  const months = new Map<string, TPpmOccurrencePlan[]>();
  for (const plan of plans) {
    const month = monthOf(plan.due_date ?? plan.date);
    months.set(month, [...(months.get(month) ?? []), plan]);
  }
  return [...months.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const isDue = (plan: TPpmOccurrencePlan) => plan.due_date !== null && plan.skip_reason === null;

function Forecast({ forecast }: { forecast: TPpmForecast }) {
  const { t, i18n } = useTranslation('ppmSchedule');
  const language = i18n.language;
  const due = forecast.occurrences.filter(isDue).length;
  const skipped = forecast.occurrences.length - due;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('forecast.range', {
          from: formatLocalDate(forecast.from, language),
          to: formatLocalDate(forecast.to, language),
        })}{' '}
        {t('forecast.dueCount', { count: due })}
        {skipped > 0 && ` ${t('forecast.skippedCount', { count: skipped })}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {byMonth(forecast.occurrences).map(([month, plans]) => {
          const heading = formatMonth(month, language);
          return (
            <Box component="section" key={month} aria-label={heading}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {heading}
              </Typography>
              <OccurrenceList plans={plans} label={heading} />
            </Box>
          );
        })}
      </Box>
    </>
  );
}

export function ForecastTab({ scheduleId }: { scheduleId: string }) {
  const { t } = useTranslation('ppmSchedule');
  return (
    <DetailCard title={t('forecast.title', { count: FORECAST_MONTHS })}>
      <QueryContent
        query={useForecastQuery(scheduleId, FORECAST_MONTHS)}
        texts={{ loading: t('forecast.loading'), failed: t('errors.forecastFailed') }}
        isEmpty={(forecast) => forecast.occurrences.length === 0}
        empty={
          <EmptyState
            title={t('forecast.emptyTitle')}
            description={t('forecast.emptyDescription')}
          />
        }
      >
        {(forecast) => <Forecast forecast={forecast} />}
      </QueryContent>
    </DetailCard>
  );
}
