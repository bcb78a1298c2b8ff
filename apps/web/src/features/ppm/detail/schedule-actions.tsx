/**
 * The schedule's actions, for those who may change it (the 'ppm tasks' write permission and the
 * schedule's own `can_edit`), each only where it applies: Edit, Pause (asking for an optional
 * note) or Resume, and Archive (asking first, since it cannot be undone). An archived schedule
 * offers none. Each outcome is announced; a refusal says the server's words.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { TPpmSchedule } from '@mainstay/contracts';
import { ConfirmDialog } from '@/components/data-table';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { isolatedText } from '@/lib/bidi.tsx';
import { useScheduleActionMutation } from '../api/save-schedule.ts';
import { ScheduleDialog } from '../form/schedule-dialog.tsx';
import { PauseDialog } from './pause-dialog.tsx';

type Open = 'edit' | 'pause' | 'archive' | null;

export function ScheduleActions({ schedule }: { schedule: TPpmSchedule }) {
  const { t } = useTranslation('ppmSchedule');
  const notify = useNotify();
  const action = useScheduleActionMutation(schedule.id);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const paused = schedule.status === 'paused';

  async function handleResume() {
    try {
      await action.mutateAsync({ action: 'resume' });
      notify.success(t('notify.resumed'));
    } catch (error) {
      notify.error(errorMessage(error, t('errors.actionFailed')));
    }
  }

  async function handleArchive() {
    try {
      await action.mutateAsync({ action: 'archive' });
      notify.success(t('notify.archived'));
      close();
    } catch (error) {
      close();
      notify.error(errorMessage(error, t('errors.actionFailed')));
    }
  }

  const resuming = action.isPending && action.variables.action === 'resume';
  return (
    <>
      <Button variant="contained" onClick={() => setOpen('edit')}>
        {t('actions.edit')}
      </Button>
      {paused ? (
        <Button variant="outlined" loading={resuming} onClick={() => void handleResume()}>
          {t('actions.resume')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => setOpen('pause')}>
          {t('actions.pause')}
        </Button>
      )}
      <Button variant="outlined" color="error" onClick={() => setOpen('archive')}>
        {t('actions.archive')}
      </Button>
      <ScheduleDialog open={open === 'edit'} onClose={close} schedule={schedule} />
      <PauseDialog scheduleId={schedule.id} open={open === 'pause'} onClose={close} />
      <ConfirmDialog
        open={open === 'archive'}
        title={t('archiveDialog.title', { title: isolatedText(schedule.title) })}
        message={t('archiveDialog.message')}
        confirmLabel={t('archiveDialog.confirm')}
        cancelLabel={t('actions.cancel')}
        destructive
        loading={action.isPending}
        onConfirm={() => void handleArchive()}
        onClose={close}
      />
    </>
  );
}
