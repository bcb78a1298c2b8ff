/**
 * The working calendar business-hours SLA clocks follow: the organisation's time zone, the
 * opening periods of each weekday, and holidays.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TTicketSettings } from '@mainstay/contracts';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateTicketSettingsMutation } from '../api/sla-settings.ts';
import { HolidaysList } from './holidays-list.tsx';
import { periodProblem, WeekEditor, type Week } from './week-editor.tsx';

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

export interface CalendarPanelProps {
  settings: TTicketSettings;
  canEdit: boolean;
}

export function CalendarPanel({ settings, canEdit }: CalendarPanelProps) {
  const { t } = useTranslation('sla');
  const notify = useNotify();
  const update = useUpdateTicketSettingsMutation();
  const [timezone, setTimezone] = useState(settings.timezone);
  const [week, setWeek] = useState<Week>(settings.week);
  const [problem, setProblem] = useState<string | null>(null);
  const zones = useMemo(() => timeZones(settings.timezone), [settings.timezone]);
  const invalid = week.some((day) => day.some((period) => periodProblem(period) !== null));

  async function handleSave() {
    setProblem(null);
    try {
      await update.mutateAsync({ timezone, week });
      notify.success(t('calendar.saved'));
    } catch (error) {
      const messages: string[] = [];
      applyFieldErrors(error, (_, message) => {
        messages.push(message);
        return true;
      });
      setProblem(messages[0] ?? errorMessage(error, t('settings.saveFailed')));
    }
  }

  return (
    <>
      <Autocomplete
        options={zones}
        value={timezone}
        onChange={(_, value) => value && setTimezone(value)}
        disableClearable
        disabled={!canEdit}
        renderInput={(params) => <TextField {...params} label={t('calendar.timezone')} />}
        sx={{ maxWidth: 360, mb: 3 }}
      />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('calendar.week')}
      </Typography>
      <WeekEditor week={week} onChange={setWeek} disabled={!canEdit} />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            onClick={() => void handleSave()}
            disabled={invalid}
            loading={update.isPending}
          >
            {t('calendar.save')}
          </Button>
        </Box>
      )}
      <HolidaysList canEdit={canEdit} />
    </>
  );
}
