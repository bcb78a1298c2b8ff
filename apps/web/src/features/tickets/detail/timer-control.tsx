/**
 * The caller's own timer: Start begins a time log now; while it runs, a live counter and Stop,
 * which ends it and lets the server work out its minutes and cost.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Stop from '@mui/icons-material/Stop';
import { useTranslation } from 'react-i18next';
import type { TTicketKind, TTicketTimeLog } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAddTimeLogMutation, useStopTimeLogMutation } from '../api/ticket-work.ts';
import { useTicketFormat } from './format.ts';
import { useNow } from './use-now.ts';

export interface TimerControlProps {
  kind: TTicketKind;
  ticketId: string;
  /** The caller's running log, if any. */
  running: TTicketTimeLog | null;
}

export function TimerControl({ kind, ticketId, running }: TimerControlProps) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const format = useTicketFormat();
  const start = useAddTimeLogMutation(kind, ticketId);
  const stop = useStopTimeLogMutation(kind, ticketId);
  const now = useNow(1000, running !== null);

  async function handleStart() {
    try {
      await start.mutateAsync({});
      notify.success(t('notify.timerStarted'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.timerFailed')));
    }
  }

  async function handleStop(logId: string) {
    try {
      await stop.mutateAsync(logId);
      notify.success(t('notify.timerStopped'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.timerFailed')));
    }
  }

  if (!running) {
    return (
      <Button
        variant="contained"
        startIcon={<PlayArrow />}
        loading={start.isPending}
        onClick={() => void handleStart()}
      >
        {t('work.startTimer')}
      </Button>
    );
  }
  const elapsed = (now - new Date(running.started_at).getTime()) / 1000;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography
        role="timer"
        aria-label={t('work.timerRunning')}
        variant="h6"
        component="p"
        dir="ltr"
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {format.clock(elapsed)}
      </Typography>
      <Button
        variant="contained"
        color="error"
        startIcon={<Stop />}
        loading={stop.isPending}
        onClick={() => void handleStop(running.id)}
      >
        {t('work.stopTimer')}
      </Button>
    </Box>
  );
}
