/**
 * One job as a card, readable on a phone: number, title (a link to the ticket), where, priority,
 * SLA with time left or overdue, status, why it is in the queue, and its one-tap actions.
 */
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMyJob } from '@mainstay/contracts';
import type { TFunction } from 'i18next';
import {
  ComplianceChip,
  PriorityChip,
  SlaChip,
  TICKET_KINDS,
  TicketStatusChip,
} from '@/features/tickets';
import { jobActions, type JobAction } from './job-actions.ts';

const ACTION_ICONS = {
  start: <PlayCircleOutlined />,
  resume: <PlayCircleOutlined />,
  pause: <PauseCircleOutlined />,
  complete: <CheckCircleOutlined />,
} satisfies Record<JobAction, ReactNode>;

export interface JobCardProps {
  job: TMyJob;
  /** The card whose move is being sent: its buttons wait. */
  busy: boolean;
  onAction: (job: TMyJob, action: JobAction) => void;
}

function viaText(t: TFunction<'myJobs'>, job: TMyJob): string {
  if (job.via === 'team') return t('card.via.team', { name: job.team?.name ?? '' });
  if (job.via === 'contractor') {
    return t('card.via.contractor', { name: job.contractor?.name ?? '' });
  }
  return t('card.via.me');
}

export function JobCard({ job, busy, onAction }: JobCardProps) {
  const { t, i18n } = useTranslation('myJobs');
  const titleId = useId();
  const place = [job.building.name, job.location?.name].filter(Boolean).join(' · ');
  const detailPath = TICKET_KINDS[job.kind].detailPath(job.id);
  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="caption" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {job.number}
          </Typography>
          <PriorityChip priority={job.priority} />
          <TicketStatusChip status={job.status} />
          <SlaChip sla={job.sla} />
          {/* A PPM task has no SLA: past its compliance deadline it says so. */}
          {job.ppm?.compliance === 'late' && <ComplianceChip compliance="late" />}
        </Box>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={detailPath} underline="hover" color="inherit">
            {job.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
        >
          <PlaceOutlined fontSize="inherit" aria-hidden />
          {place}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {viaText(t, job)}
          {job.due_at &&
            ` · ${t('card.due', {
              date: new Intl.DateTimeFormat(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }).format(new Date(job.due_at)),
            })}`}
        </Typography>
        {job.running_timer_id && (
          <Typography
            variant="caption"
            color="secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <TimerOutlined fontSize="inherit" aria-hidden />
            {t('card.timerRunning')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > *': { m: 0 } }}>
        {jobActions(job.kind, job.status).map((action) => (
          <Button
            key={action}
            size="medium"
            variant={action === 'pause' ? 'outlined' : 'contained'}
            color={action === 'complete' ? 'success' : 'primary'}
            startIcon={ACTION_ICONS[action]}
            aria-label={t(`actions.${action}Job`, { number: job.number })}
            disabled={busy}
            onClick={() => onAction(job, action)}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
        <Button
          component={RouterLink}
          to={detailPath}
          color="inherit"
          aria-label={t('actions.openJob', { number: job.number })}
          sx={{ marginInlineStart: 'auto' }}
        >
          {t('actions.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
