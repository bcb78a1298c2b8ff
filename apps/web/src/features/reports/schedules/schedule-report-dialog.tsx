/**
 * Schedule a report, or edit a schedule: its name, how often and when (the organisation's time
 * zone), the file format and how it is delivered, who receives it and, optionally, its first
 * and last day. A new schedule takes the report's current filters, said in words above the form.
 */
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Controller, useWatch } from 'react-hook-form';
import {
  REPORT_DELIVERIES,
  REPORT_FILE_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  type TReportKey,
  type TReportQuery,
  type TReportSchedule,
} from '@mainstay/contracts';
import {
  BoundField,
  BoundTextField,
  FormDialog,
  useFieldMessageIn,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import {
  useCreateReportScheduleMutation,
  useUpdateReportScheduleMutation,
} from '../api/save-report-schedule.ts';
import { RecipientPicker } from './recipient-picker.tsx';
import {
  scheduleBody,
  scheduleDefaults,
  scheduleField,
  ZScheduleForm,
  type TScheduleForm,
} from './schedule-form.ts';
import { hourLabel, useScheduleText, weekdayName } from './schedule-text.ts';

export interface ScheduleReportDialogProps {
  reportKey: TReportKey;
  /** The report's filters: those of the page for a new schedule, the schedule's own when editing. */
  filters: TReportQuery;
  /** The schedule to edit; none to create one. */
  schedule?: TReportSchedule;
  onClose: () => void;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

export function ScheduleReportDialog({
  reportKey,
  filters,
  schedule,
  onClose,
}: ScheduleReportDialogProps) {
  const { t, i18n } = useTranslation(['reportDelivery', 'reports']);
  const notify = useNotify();
  const message = useFieldMessageIn('reportDelivery');
  const text = useScheduleText();
  const create = useCreateReportScheduleMutation();
  const update = useUpdateReportScheduleMutation();
  const { control, dialog } = useServerForm({
    schema: ZScheduleForm,
    defaultValues: scheduleDefaults(t(`reports:catalogue.${reportKey}.title`), schedule),
    serverFields: scheduleField,
    failure: t('schedule.saveFailed'),
    onValid: async (values) => {
      const body = scheduleBody(values);
      if (schedule) await update.mutateAsync({ id: schedule.id, body });
      else await create.mutateAsync({ ...body, report_key: reportKey, filters });
      notify.success(schedule ? t('schedule.updated') : t('schedule.created'));
      onClose();
    },
  });
  const frequency = useWatch({ control, name: 'frequency' });
  const language = i18n.language;
  const field = { control, message } as const;

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={schedule ? t('schedule.editTitle') : t('schedule.createTitle')}
      submitLabel={t('schedule.save')}
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t(schedule ? 'schedule.filtersOfSchedule' : 'schedule.filters', {
            filters: `${t(`reports:catalogue.${reportKey}.title`)} · ${text.filters(filters)}`,
          })}
        </Typography>
      }
    >
      <BoundTextField {...field} name="name" label={t('schedule.name')} required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField {...field} name="frequency" label={t('schedule.frequency')} select>
          {REPORT_SCHEDULE_FREQUENCIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`schedule.frequencies.${value}`)}
            </MenuItem>
          ))}
        </BoundTextField>
        {frequency === 'weekly' && (
          <BoundTextField {...field} name="day_of_week" label={t('schedule.dayOfWeek')} select>
            {range(0, 6).map((day) => (
              <MenuItem key={day} value={day}>
                {weekdayName(day, language)}
              </MenuItem>
            ))}
          </BoundTextField>
        )}
        {frequency === 'monthly' && (
          <BoundTextField
            {...field}
            name="day_of_month"
            label={t('schedule.dayOfMonth')}
            hint={t('schedule.dayOfMonthHint')}
            select
          >
            {range(1, 31).map((day) => (
              <MenuItem key={day} value={day}>
                {day}
              </MenuItem>
            ))}
          </BoundTextField>
        )}
        <BoundTextField
          {...field}
          name="hour"
          label={t('schedule.hour')}
          hint={
            schedule
              ? t('schedule.hourHintZone', { timezone: schedule.timezone })
              : t('schedule.hourHint')
          }
          select
        >
          {range(0, 23).map((hour) => (
            <MenuItem key={hour} value={hour}>
              {hourLabel(hour, language)}
            </MenuItem>
          ))}
        </BoundTextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField {...field} name="format" label={t('schedule.format')} select>
          {REPORT_FILE_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {t(`export.formats.${format}`)}
            </MenuItem>
          ))}
        </BoundTextField>
        <BoundTextField {...field} name="delivery" label={t('schedule.delivery')} select>
          {REPORT_DELIVERIES.map((delivery) => (
            <MenuItem key={delivery} value={delivery}>
              {t(`schedule.deliveries.${delivery}`)}
            </MenuItem>
          ))}
        </BoundTextField>
      </Stack>
      <BoundField
        control={control}
        name="recipients"
        message={message}
        hint={t('schedule.recipientsHint')}
        render={(props, inputRef) => (
          <RecipientPicker
            {...props}
            inputRef={inputRef}
            reportKey={reportKey}
            label={t('schedule.recipients')}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BoundTextField {...field} name="starts_on" label={t('schedule.startsOn')} type="date" />
        <BoundTextField {...field} name="ends_on" label={t('schedule.endsOn')} type="date" />
      </Stack>
      <Controller
        control={control}
        name="active"
        render={({ field: active }) => (
          <FormControlLabel
            control={
              <Switch
                checked={active.value}
                onChange={(event) => active.onChange(event.target.checked)}
                onBlur={active.onBlur}
              />
            }
            label={t('schedule.active')}
          />
        )}
      />
    </FormDialog>
  );
}

export type { TScheduleForm };
