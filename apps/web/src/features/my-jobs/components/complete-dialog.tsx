/**
 * "Complete" from the queue: completion notes and the technician's signature drawn on the
 * screen (optional, so a keyboard-only user can still complete). The ticket page has the full
 * work record; this is the quick way to close a job on site.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { TMyJob, TTicketStatusRequest } from '@mainstay/contracts';
import { errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { SignaturePad, type SignaturePadHandle } from '@/components/form';
import { useMoveTicketMutation } from '@/features/tickets';

/** The pad's PNG as the data URL the status call takes. */
function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable signature'));
    reader.readAsDataURL(blob);
  });
}

export interface CompleteDialogProps {
  job: TMyJob;
  onClose: () => void;
}

export function CompleteDialog({ job, onClose }: CompleteDialogProps) {
  const { t } = useTranslation('myJobs');
  const notify = useNotify();
  const titleId = useId();
  const helpId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const move = useMoveTicketMutation();
  const padRef = useRef<SignaturePadHandle | null>(null);
  const [notes, setNotes] = useState('');
  const [hasInk, setHasInk] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const body: TTicketStatusRequest = { status: 'completed' };
    if (notes.trim()) body.completion_notes = notes.trim();
    if (hasInk && padRef.current) {
      try {
        body.technician_signature = await blobToDataUrl(await padRef.current.toBlob());
      } catch {
        return setProblem(t('states.signatureFailed'));
      }
    }
    try {
      await move.mutateAsync({ kind: job.kind, id: job.id, body });
      notify.success(t('notify.completed', { number: job.number }));
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, t('states.actionFailed')));
    }
  }

  return (
    <Dialog
      open
      onClose={move.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('complete.title', { number: job.number })}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label={t('complete.notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            helperText={t('complete.notesHint')}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
            sx={{ mt: 1, mb: 2 }}
          />
          <Typography variant="subtitle2" component="h3">
            {t('complete.signature')}
          </Typography>
          <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('complete.signatureHelp')}
          </Typography>
          <SignaturePad
            ref={padRef}
            label={t('complete.signature')}
            describedBy={helpId}
            onInkChange={setHasInk}
          />
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              color="inherit"
              disabled={!hasInk}
              onClick={() => padRef.current?.clear()}
            >
              {t('complete.clearSignature')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={move.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="success" loading={move.isPending}>
            {t('complete.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
