/** "Pause": putting a job on hold needs a reason (the SLA clock stops while it is on hold). */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TMyJob } from '@mainstay/contracts';
import { isApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useMoveTicketMutation } from '@/features/tickets';

export interface HoldDialogProps {
  job: TMyJob;
  onClose: () => void;
}

export function HoldDialog({ job, onClose }: HoldDialogProps) {
  const { t } = useTranslation('myJobs');
  const notify = useNotify();
  const titleId = useId();
  const move = useMoveTicketMutation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setFieldError(t('hold.reasonRequired'));
    setFieldError(null);
    setProblem(null);
    try {
      await move.mutateAsync({
        kind: job.kind,
        id: job.id,
        body: { status: 'on_hold', reason: reason.trim() },
      });
      notify.success(t('notify.paused', { number: job.number }));
      onClose();
    } catch (error) {
      const onReason = isApiError(error) ? error.errors?.reason?.[0] : undefined;
      if (onReason) setFieldError(onReason);
      else setProblem(errorMessage(error, t('states.actionFailed')));
    }
  }

  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('hold.title', { number: job.number })}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label={t('hold.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('hold.reasonHint')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={move.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={move.isPending}>
            {t('hold.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
