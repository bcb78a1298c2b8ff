/**
 * Putting on hold, reopening or cancelling: each needs a reason, which the reporter and the
 * timeline will read. Cancelling says it cannot be undone and confirms in red. What was typed
 * stays when the server refuses it.
 */
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind } from '@mainstay/contracts';
import { BoundTextField, FormDialog, textArea, useServerForm } from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import { ticketJourney } from '../lib/kinds.ts';
import { useFieldMessage } from './form-message.ts';

export type ReasonStatus = 'on_hold' | 'reopened' | 'cancelled' | 'missed';

const ZReasonForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'validation.reasonRequired')
    .max(2000, 'validation.reasonTooLong'),
});

export interface ReasonDialogProps {
  kind: TTicketKind;
  ticketId: string;
  status: ReasonStatus;
  open: boolean;
  onClose: () => void;
}

export function ReasonDialog({ kind, ticketId, status, open, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const message = useFieldMessage();
  const change = useChangeStatusMutation(kind, ticketId);
  const { control, dialog } = useServerForm({
    schema: ZReasonForm,
    defaultValues: { reason: '' },
    serverFields: ['reason'],
    failure: t('errors.statusFailed'),
    onValid: async ({ reason }) => {
      await change.mutateAsync({ status, reason });
      notify.success(t(`notify.${status}`), { journey: ticketJourney(ticketId) });
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={onClose}
      title={t(`reasonDialog.${status}.title`)}
      intro={
        <DialogContentText sx={{ mb: 2 }}>{t(`reasonDialog.${status}.help`)}</DialogContentText>
      }
      submitLabel={t(`reasonDialog.${status}.confirm`)}
      submitColor={status === 'cancelled' || status === 'missed' ? 'error' : 'primary'}
      cancelLabel={t('actions.back')}
      compact
    >
      <BoundTextField
        control={control}
        name="reason"
        label={t('reasonDialog.reason')}
        message={message}
        required
        {...textArea(3)}
        autoFocus
      />
    </FormDialog>
  );
}
