/**
 * Pausing a schedule, with an optional note (up to 500 characters) that the page shows while it
 * is paused. What was typed stays when the server refuses it; its message is shown as sent
 * (already in the reader's language).
 */
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  BoundTextField,
  FormDialog,
  textArea,
  useFieldMessageIn,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useScheduleActionMutation } from '../api/save-schedule.ts';

export const PAUSE_NOTE_MAX = 500;

const ZPauseForm = z.object({
  note: z.string().trim().max(PAUSE_NOTE_MAX, 'pauseDialog.noteMax'),
});

export interface PauseDialogProps {
  scheduleId: string;
  open: boolean;
  onClose: () => void;
}

export function PauseDialog({ scheduleId, open, onClose }: PauseDialogProps) {
  const { t } = useTranslation('ppmSchedule');
  const notify = useNotify();
  const message = useFieldMessageIn('ppmSchedule');
  const action = useScheduleActionMutation(scheduleId);
  const { control, dialog, reset } = useServerForm({
    schema: ZPauseForm,
    defaultValues: { note: '' },
    serverFields: ['note'],
    failure: t('errors.actionFailed'),
    onValid: async ({ note }) => {
      await action.mutateAsync({ action: 'pause', note });
      notify.success(t('notify.paused'));
      reset();
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={onClose}
      title={t('pauseDialog.title')}
      intro={<DialogContentText sx={{ mb: 2 }}>{t('pauseDialog.help')}</DialogContentText>}
      submitLabel={t('pauseDialog.confirm')}
      cancelLabel={t('actions.cancel')}
      compact
    >
      <BoundTextField
        control={control}
        name="note"
        label={t('pauseDialog.note')}
        hint={t('pauseDialog.noteHint', { max: PAUSE_NOTE_MAX })}
        message={message}
        {...textArea(3)}
        slotProps={{ htmlInput: { maxLength: PAUSE_NOTE_MAX, dir: 'auto' } }}
        autoFocus
      />
    </FormDialog>
  );
}
