/**
 * Under the schedule's title: its status, priority, building and next due date at a glance, and,
 * when it makes no tasks, why: paused (by a person, with their note, or because its assets were
 * retired, with what to do about it) since when, or archived.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TPpmSchedule } from '@mainstay/contracts';
import { paths } from '@/config/paths.ts';
import { PriorityChip } from '@/features/tickets';
import { Isolated } from '@/lib/bidi.tsx';
import { ScheduleStatusChip } from '../components/schedule-status-chip.tsx';
import { formatLocalDate } from '../lib/describe-rule.ts';
import { formatMoment } from './format.ts';

export function ScheduleHeader({ schedule }: { schedule: TPpmSchedule }) {
  const { t, i18n } = useTranslation(['ppmSchedule', 'ppm']);
  return (
    <Box
      component="section"
      aria-label={t('header.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      <ScheduleStatusChip schedule={schedule} />
      <PriorityChip priority={schedule.priority} />
      <Link component={RouterLink} to={paths.buildings.detail(schedule.building.id)}>
        <Isolated>{schedule.building.name}</Isolated>
      </Link>
      {schedule.status === 'active' && (
        <Typography variant="body2" color="text.secondary">
          {schedule.next_due
            ? t('header.nextDue', { date: formatLocalDate(schedule.next_due, i18n.language) })
            : t('header.noNextDue')}
        </Typography>
      )}
    </Box>
  );
}

/** Why the schedule makes no tasks now; nothing while it is active. */
export function ScheduleStateNotice({ schedule }: { schedule: TPpmSchedule }) {
  const { t, i18n } = useTranslation('ppmSchedule');
  const language = i18n.language;
  if (schedule.status === 'archived') {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {schedule.archived_at
          ? t('state.archivedOn', { date: formatMoment(schedule.archived_at, language) })
          : t('state.archived')}
      </Alert>
    );
  }
  if (schedule.status !== 'paused') return null;
  const retired = schedule.pause_reason === 'asset_retired';
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{t(retired ? 'state.pausedRetired' : 'state.paused')}</AlertTitle>
      {schedule.paused_at && (
        <Typography variant="body2">
          {t('state.pausedSince', { date: formatMoment(schedule.paused_at, language) })}
        </Typography>
      )}
      {retired && <Typography variant="body2">{t('state.retiredHelp')}</Typography>}
      {schedule.pause_note && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('state.note')} <Isolated>{schedule.pause_note}</Isolated>
        </Typography>
      )}
    </Alert>
  );
}
