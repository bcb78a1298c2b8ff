/**
 * One scheduled report in the list: its name and report, when it is sent and to whom, its
 * state (active, paused, ended, last run failed with the reason), and its actions, each named
 * with the schedule so a screen reader tells them apart.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportSchedule } from '@mainstay/contracts';
import { useScheduleText } from './schedule-text.ts';

export interface ScheduleCardProps {
  schedule: TReportSchedule;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

function when(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

function StateChip({ schedule }: { schedule: TReportSchedule }) {
  const { t } = useTranslation('reportDelivery');
  if (schedule.last_status === 'failed') {
    return <Chip size="small" color="error" label={t('list.lastFailed')} />;
  }
  if (!schedule.active) return <Chip size="small" label={t('list.paused')} />;
  if (!schedule.next_run_at) return <Chip size="small" label={t('list.ended')} />;
  return <Chip size="small" color="success" variant="outlined" label={t('list.active')} />;
}

export function ScheduleCard({ schedule, busy, onEdit, onToggle, onDelete }: ScheduleCardProps) {
  const { t, i18n } = useTranslation(['reportDelivery', 'reports']);
  const text = useScheduleText();
  const headingId = useId();
  const language = i18n.language;
  const name = schedule.name;
  // A failed run may have reached nobody: it is the last run, not the last sending.
  const lastKey = schedule.last_status === 'failed' ? 'list.lastRun' : 'list.last';
  const action = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={busy}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <StateChip schedule={schedule} />
        </Box>
        <Typography variant="body2">
          {t(`reports:catalogue.${schedule.report_key}.title`)} · {text.every(schedule)} ·{' '}
          {t(`export.formats.${schedule.format}`)} · {t(`schedule.deliveries.${schedule.delivery}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.filters(schedule.filters)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('list.recipients', {
            names: schedule.recipients.map((person) => person.name).join(', '),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {schedule.next_run_at && t('list.next', { date: when(schedule.next_run_at, language) })}
          {schedule.next_run_at && ' · '}
          {schedule.last_run_at
            ? t(lastKey, { date: when(schedule.last_run_at, language) })
            : t('list.never')}
        </Typography>
        {schedule.owner && (
          <Typography variant="body2" color="text.secondary">
            {t('list.owner', { name: schedule.owner.name })}
          </Typography>
        )}
        {schedule.last_error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {schedule.last_error}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        {action(t('list.edit', { name }), <EditOutlined />, onEdit)}
        {schedule.active
          ? action(t('list.pause', { name }), <PauseCircleOutlined />, onToggle)
          : action(t('list.resume', { name }), <PlayCircleOutlined />, onToggle)}
        {action(t('list.delete', { name }), <DeleteOutlined />, onDelete)}
      </CardActions>
    </Card>
  );
}
