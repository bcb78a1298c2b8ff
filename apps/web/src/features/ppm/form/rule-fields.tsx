/**
 * When a schedule's tasks fall due: on a calendar, a number of days after the last completion,
 * or both (whichever comes first, or once both have); from a start date, for ever, until a
 * date or a number of times; what a non-working day does to a date, the seasons it runs in,
 * every nth skipped, how far ahead tasks are made, and what happens when the previous task is
 * still open. The next dates the rule gives show as it is written.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PPM_COMBINE_VALUES,
  PPM_NON_WORKING_DAY_VALUES,
  PPM_PREVIOUS_OPEN_VALUES,
  PPM_RULE_LIMITS,
} from '@mainstay/contracts';
import {
  BoundSelect,
  BoundTextField,
  fieldsOf,
  FORM_WIDE,
  FormSection,
  WHOLE_INPUT,
} from '@/components/form/index.ts';
import { CalendarFields, useMonthChoices } from './calendar-fields.tsx';
import { RadioField, scheduleMessage } from './form-bits.tsx';
import { NextDates } from './next-dates.tsx';
import { END_MODES, TRIGGER_MODES, type TScheduleForm } from './schedule-form-schema.ts';

export function RuleFields({
  control,
  scheduleId,
}: {
  control: Control<TScheduleForm>;
  scheduleId: string | null;
}) {
  const { t } = useTranslation('ppm');
  const { text, select } = fieldsOf(control, scheduleMessage);
  const [mode, endMode] = useWatch({ control, name: ['trigger_mode', 'end_mode'] });

  return (
    <>
      <FormSection title={t('form.when')}>
        <RadioField
          control={control}
          name="trigger_mode"
          label={t('form.triggerMode')}
          options={TRIGGER_MODES.map((value) => ({
            value,
            label: t(`form.triggerModes.${value}`),
          }))}
        />
        {mode === 'both' && (
          <RadioField
            control={control}
            name="combine"
            label={t('form.combine')}
            options={PPM_COMBINE_VALUES.map((value) => ({
              value,
              label: t(`form.combines.${value}`),
            }))}
          />
        )}
        {mode !== 'floating' && <CalendarFields control={control} />}
        {mode !== 'calendar' &&
          text('floating_days', t('form.floatingDays'), {
            ...WHOLE_INPUT,
            required: true,
            hint: t('form.floatingDaysHint'),
          })}
        {text('start_date', t('form.startDate'), {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        <RadioField
          control={control}
          name="end_mode"
          label={t('form.ends')}
          options={END_MODES.map((value) => ({ value, label: t(`form.endModes.${value}`) }))}
          row
        />
        {endMode === 'date' &&
          text('end_date', t('form.endDate'), {
            type: 'date',
            required: true,
            slotProps: { inputLabel: { shrink: true } },
          })}
        {endMode === 'count' &&
          text('occurrence_count', t('form.occurrenceCount'), { ...WHOLE_INPUT, required: true })}
        <NextDates control={control} scheduleId={scheduleId} />
      </FormSection>
      <FormSection title={t('form.calendarRules')}>
        {select('non_working_day', t('form.nonWorkingDay'), PPM_NON_WORKING_DAY_VALUES, {
          optionLabel: (value) => t(`nonWorkingDay.${value}`),
          hint: t('form.nonWorkingDayHint'),
        })}
        {select('previous_open', t('form.previousOpen'), PPM_PREVIOUS_OPEN_VALUES, {
          optionLabel: (value) => t(`previousOpen.${value}`),
        })}
        {text('lead_time_days', t('form.leadTime'), {
          ...WHOLE_INPUT,
          hint: t('form.leadTimeHint'),
        })}
        {text('skip_every_nth', t('form.skipEveryNth'), {
          ...WHOLE_INPUT,
          hint: t('form.skipEveryNthHint'),
        })}
        <SeasonsEditor control={control} />
      </FormSection>
    </>
  );
}

function SeasonsEditor({ control }: { control: Control<TScheduleForm> }) {
  const { t } = useTranslation('ppm');
  const months = useMonthChoices();
  const { fields, append, remove } = useFieldArray({ control, name: 'seasons' });
  const bound = { control, message: scheduleMessage, size: 'small' as const };
  return (
    <Box sx={{ ...FORM_WIDE, display: 'grid', gap: 1.5 }}>
      <Typography component="h3" variant="subtitle2">
        {t('form.seasons')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fields.length === 0 ? t('form.noSeasons') : t('form.seasonsHint')}
      </Typography>
      {fields.map((field, index) => (
        <Box
          key={field.id}
          role="group"
          aria-label={t('form.seasonGroup', { index: index + 1 })}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'minmax(0, 2fr) minmax(0, 1fr)',
              sm: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) auto',
            },
          }}
        >
          <BoundSelect
            {...bound}
            name={`seasons.${index}.from_month`}
            label={t('form.seasonFromMonth')}
            options={months}
          />
          <BoundTextField
            {...bound}
            name={`seasons.${index}.from_day`}
            label={t('form.seasonDay')}
            {...WHOLE_INPUT}
          />
          <BoundSelect
            {...bound}
            name={`seasons.${index}.to_month`}
            label={t('form.seasonToMonth')}
            options={months}
          />
          <BoundTextField
            {...bound}
            name={`seasons.${index}.to_day`}
            label={t('form.seasonDay')}
            {...WHOLE_INPUT}
          />
          <IconButton
            aria-label={t('form.removeSeason', { index: index + 1 })}
            onClick={() => remove(index)}
            sx={{ mt: 0.5, justifySelf: 'start' }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          disabled={fields.length >= PPM_RULE_LIMITS.seasonsMax}
          onClick={() => append({ from_month: '4', from_day: '1', to_month: '9', to_day: '30' })}
        >
          {t('form.addSeason')}
        </Button>
      </Box>
    </Box>
  );
}
