/**
 * The calendar trigger of a schedule: how often (every N days, weeks, months or years), on which
 * days of the week, and for months and years on a date, on the nth weekday or on the last day.
 * Weekday and month names are the reader's language's own.
 */
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PPM_FREQUENCY_VALUES,
  PPM_MONTH_MODE_VALUES,
  PPM_WEEK_OF_MONTH_VALUES,
  PPM_WEEKDAY_VALUES,
} from '@mainstay/contracts';
import { BoundField, fieldsOf, FORM_WIDE, WHOLE_INPUT } from '@/components/form/index.ts';
import { monthName, weekdayName } from '../lib/describe-rule.ts';
import { scheduleMessage } from './form-bits.tsx';
import type { TScheduleForm } from './schedule-form-schema.ts';

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));
const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

export function useMonthChoices() {
  const { i18n } = useTranslation();
  return MONTHS.map((value) => ({ id: value, name: monthName(Number(value), i18n.language) }));
}

export function CalendarFields({ control }: { control: Control<TScheduleForm> }) {
  const { t, i18n } = useTranslation('ppm');
  const { text, select } = fieldsOf(control, scheduleMessage);
  const [frequency, monthMode] = useWatch({ control, name: ['frequency', 'month_mode'] });
  const months = useMonthChoices();
  const weekdays = PPM_WEEKDAY_VALUES.map((value) => ({
    id: value,
    name: weekdayName(value, i18n.language),
  }));
  const byMonth = frequency === 'monthly' || frequency === 'yearly';

  return (
    <>
      {select('frequency', t('form.frequency'), PPM_FREQUENCY_VALUES, {
        optionLabel: (value) => t(`frequency.${value}`),
      })}
      {text('interval', t(`form.interval.${frequency}`), {
        ...WHOLE_INPUT,
        required: true,
        hint: t('form.intervalHint'),
      })}
      {frequency === 'weekly' && <WeekdaysField control={control} />}
      {frequency === 'yearly' && select('month', t('form.month'), months, { required: true })}
      {byMonth &&
        select('month_mode', t('form.monthMode'), PPM_MONTH_MODE_VALUES, {
          optionLabel: (value) => t(`monthMode.${value}`),
        })}
      {byMonth &&
        monthMode === 'day_of_month' &&
        select('month_day', t('form.monthDay'), DAYS, { hint: t('form.monthDayHint') })}
      {byMonth &&
        monthMode === 'nth_weekday' &&
        select('week_of_month', t('form.weekOfMonth'), PPM_WEEK_OF_MONTH_VALUES.map(String), {
          optionLabel: (value) => t(`rule.nth.${value === '-1' ? 'last' : value}`),
        })}
      {byMonth &&
        monthMode === 'nth_weekday' &&
        select('weekday', t('form.weekday'), weekdays, { required: true })}
    </>
  );
}

function WeekdaysField({ control }: { control: Control<TScheduleForm> }) {
  const { t, i18n } = useTranslation('ppm');
  const labelId = useId();
  return (
    <BoundField
      control={control}
      name="weekdays"
      message={scheduleMessage}
      render={(field) => (
        <FormControl sx={FORM_WIDE} error={field.error}>
          <FormLabel id={labelId}>{t('form.weekdays')}</FormLabel>
          <ToggleButtonGroup
            aria-labelledby={labelId}
            value={field.value}
            onChange={(_event, value: TScheduleForm['weekdays']) => field.onChange(value)}
            size="small"
            sx={{ flexWrap: 'wrap', mt: 0.5 }}
          >
            {PPM_WEEKDAY_VALUES.map((day) => (
              <ToggleButton
                key={day}
                value={day}
                aria-label={weekdayName(day, i18n.language)}
                sx={{ minWidth: 44 }}
              >
                {weekdayName(day, i18n.language, 'short')}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <FormHelperText>{field.helperText}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
