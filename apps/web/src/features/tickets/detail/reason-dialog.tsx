/**
 * Putting on hold, reopening or cancelling: each needs a reason, which the reporter and the
 * timeline will read. Cancelling says it cannot be undone and confirms in red. What was typed
 * stays when the server refuses it.
 */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import { useFieldMessage } from './form-message.ts';

export type ReasonStatus = 'on_hold' | 'reopened' | 'cancelled';

const ZReasonForm = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'validation.reasonRequired')
    .max(2000, 'validation.reasonTooLong'),
});
type TReasonForm = z.infer<typeof ZReasonForm>;

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
  const titleId = useId();
  const change = useChangeStatusMutation(kind, ticketId);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TReasonForm>({
    resolver: zodResolver(ZReasonForm),
    defaultValues: { reason: '' },
  });

  const handleSave = handleSubmit(async ({ reason }) => {
    setFormError(null);
    try {
      await change.mutateAsync({ status, reason });
      notify.success(t(`notify.${status}`));
      onClose();
    } catch (error) {
      const landed = applyFieldErrors(error, (key, text) => {
        if (key !== 'reason') return false;
        setError('reason', { type: 'server', message: text });
        return true;
      });
      if (!landed) setFormError(errorMessage(error, t('errors.statusFailed')));
    }
  });

  const destructive = status === 'cancelled';
  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>{t(`reasonDialog.${status}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t(`reasonDialog.${status}.help`)}</DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <BoundTextField
            control={control}
            name="reason"
            label={t('reasonDialog.reason')}
            message={message}
            required
            multiline
            minRows={3}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={change.isPending} color="inherit">
            {t('actions.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            loading={change.isPending}
          >
            {t(`reasonDialog.${status}.confirm`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
