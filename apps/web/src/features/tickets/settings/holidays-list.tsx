/** Holidays: days the business-hours SLA clock does not count. Editors add and remove them. */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  EditDeleteActions,
  noRows,
  QueryState,
  RowProblem,
  SettingsList,
  useRowProblem,
} from '@/components/data-table';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import {
  useAddHolidayMutation,
  useDeleteHolidayMutation,
  useHolidaysQuery,
} from '../api/sla-settings.ts';
import { useSettingsStates } from './settings-states.ts';

function HolidayForm() {
  const { t } = useTranslation('sla');
  const add = useAddHolidayMutation();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ day?: string; name?: string; root?: string }>({});

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(day ? {} : { day: t('validation.holidayDate') }),
      ...(name.trim() ? {} : { name: t('validation.holidayName') }),
    };
    setErrors(found);
    if (found.day || found.name) return;
    try {
      await add.mutateAsync({ day, name: name.trim() });
      setDay('');
      setName('');
    } catch (error) {
      const next: typeof errors = {};
      const landed = applyFieldErrors(error, (key, message) => {
        if (key !== 'day' && key !== 'name') return false;
        next[key] = message;
        return true;
      });
      setErrors(landed ? next : { root: errorMessage(error, t('settings.saveFailed')) });
    }
  }

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      {errors.root && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errors.root}
        </Alert>
      )}
      <TextField
        type="date"
        size="small"
        label={t('calendar.holidayDate')}
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={Boolean(errors.day)}
        helperText={errors.day ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label={t('calendar.holidayName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? ' '}
        slotProps={{ htmlInput: { maxLength: 120 } }}
        sx={{ flex: '1 1 160px' }}
      />
      <Button type="submit" variant="outlined" loading={add.isPending}>
        {t('calendar.addHoliday')}
      </Button>
    </Box>
  );
}

export function HolidaysList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('sla');
  const query = useHolidaysQuery();
  const states = useSettingsStates(query);
  const remove = useDeleteHolidayMutation();
  const removal = useRowProblem(remove.mutateAsync, (error) =>
    errorMessage(error, t('settings.deleteFailed')),
  );
  const headingId = useId();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('calendar.holidays')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('calendar.holidaysHint')}
      </Typography>
      {canEdit && <HolidayForm />}
      <RowProblem problem={removal.problem} onClose={removal.clear} />
      <QueryState
        query={query}
        {...states}
        isEmpty={noRows}
        empty={
          <Typography variant="body2" color="text.secondary">
            {t('calendar.noHolidays')}
          </Typography>
        }
      >
        {(data) => (
          <SettingsList
            labelledBy={headingId}
            rows={data.data}
            getRowId={(holiday) => holiday.id}
            primary={(holiday) => holiday.name}
            secondary={(holiday) => format.format(new Date(`${holiday.day}T00:00:00Z`))}
            actions={(holiday) =>
              canEdit && (
                <EditDeleteActions
                  dense
                  edit={false}
                  remove={{
                    label: t('calendar.removeHoliday', { name: holiday.name }),
                    onClick: () => void removal.removeRow(holiday.id),
                    disabled: remove.isPending,
                  }}
                />
              )
            }
          />
        )}
      </QueryState>
    </Box>
  );
}
