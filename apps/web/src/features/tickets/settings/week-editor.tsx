/**
 * The working week, Sunday first as the API keeps it: each day open or closed, with up to four
 * opening periods (start and end times). Day names follow the user's language.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';

export interface Period {
  start: string;
  end: string;
}
export type Week = Period[][];

const MAX_PERIODS = 4;
const DEFAULT_PERIOD: Period = { start: '08:00', end: '17:00' };
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** A day name for each index, Sunday first (1 January 2023 was a Sunday). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2023, 0, 1 + day)));
}

/** The first problem of a period as an 'sla' key, or null. */
export function periodProblem(period: Period): string | null {
  if (!HH_MM.test(period.start) || !HH_MM.test(period.end)) return 'validation.timeInvalid';
  return period.start < period.end ? null : 'validation.periodOrder';
}

export interface WeekEditorProps {
  week: Week;
  onChange: (week: Week) => void;
  disabled: boolean;
}

export function WeekEditor({ week, onChange, disabled }: WeekEditorProps) {
  const { t, i18n } = useTranslation('sla');
  const names = weekdayNames(i18n.language);

  const setDay = (index: number, periods: Period[]) =>
    onChange(week.map((day, at) => (at === index ? periods : day)));

  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {week.map((periods, index) => {
        const day = names[index] ?? '';
        return (
          <Box component="li" key={day} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, minWidth: 110 }}>{day}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={periods.length > 0}
                    disabled={disabled}
                    onChange={(_, open) => setDay(index, open ? [DEFAULT_PERIOD] : [])}
                    slotProps={{ input: { 'aria-label': t('calendar.openOn', { day }) } }}
                  />
                }
                label={periods.length > 0 ? t('calendar.open') : t('calendar.closed')}
              />
            </Box>
            {periods.map((period, at) => {
              const problem = periodProblem(period);
              const update = (change: Partial<Period>) =>
                setDay(
                  index,
                  periods.map((item, i) => (i === at ? { ...item, ...change } : item)),
                );
              const n = at + 1;
              return (
                <Box
                  key={at}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'flex-start',
                    gap: 1,
                    mt: 1,
                  }}
                >
                  <TextField
                    type="time"
                    size="small"
                    label={t('calendar.from')}
                    value={period.start}
                    disabled={disabled}
                    onChange={(event) => update({ start: event.target.value })}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': t('calendar.startOf', { day, n }) },
                    }}
                    sx={{ width: 130 }}
                  />
                  <TextField
                    type="time"
                    size="small"
                    label={t('calendar.to')}
                    value={period.end}
                    disabled={disabled}
                    onChange={(event) => update({ end: event.target.value })}
                    error={Boolean(problem)}
                    helperText={problem ? t(problem as never) : undefined}
                    slotProps={{
                      inputLabel: { shrink: true },
                      htmlInput: { 'aria-label': t('calendar.endOf', { day, n }) },
                    }}
                    sx={{ width: 130 }}
                  />
                  {!disabled && (
                    <IconButton
                      aria-label={t('calendar.removePeriod', { day, n })}
                      onClick={() =>
                        setDay(
                          index,
                          periods.filter((_, i) => i !== at),
                        )
                      }
                    >
                      <CloseOutlined fontSize="small" />
                    </IconButton>
                  )}
                </Box>
              );
            })}
            {!disabled && periods.length > 0 && periods.length < MAX_PERIODS && (
              <Button
                size="small"
                startIcon={<AddOutlined />}
                aria-label={t('calendar.addPeriodOn', { day })}
                onClick={() => setDay(index, [...periods, { start: '13:00', end: '17:00' }])}
                sx={{ mt: 1 }}
              >
                {t('calendar.addPeriod')}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
