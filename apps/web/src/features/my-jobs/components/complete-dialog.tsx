/**
 * "Complete" from the queue: completion notes and the technician's signature drawn on the
 * screen (optional, so a keyboard-only user can still complete). The ticket page has the full
 * work record; this is the quick way to close a job on site.
 */
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TMyJob, TTicketStatusRequest } from '@mainstay/contracts';
import {
  BoundTextField,
  FormDialog,
  SignaturePad,
  useFieldMessageIn,
  useServerForm,
  type SignaturePadHandle,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { ticketJourney, useMoveTicketMutation } from '@/features/tickets';

const NOTES_MAX = 10_000;
const ZCompleteForm = z.object({
  completion_notes: z.string().trim().max(NOTES_MAX),
  ink: z.boolean(),
});

export interface CompleteDialogProps {
  job: TMyJob;
  onClose: () => void;
}

export function CompleteDialog({ job, onClose }: CompleteDialogProps) {
  const { t } = useTranslation('myJobs');
  const notify = useNotify();
  const helpId = useId();
  const move = useMoveTicketMutation();
  const message = useFieldMessageIn('myJobs');
  const padRef = useRef<SignaturePadHandle | null>(null);
  const { control, setValue, dialog } = useServerForm({
    schema: ZCompleteForm,
    defaultValues: { completion_notes: '', ink: false },
    serverFields: ['completion_notes'],
    failure: t('states.actionFailed'),
    onValid: async ({ completion_notes: notes, ink }, { refuse }) => {
      const body: TTicketStatusRequest = { status: 'completed' };
      if (notes) body.completion_notes = notes;
      if (ink && padRef.current) {
        try {
          body.technician_signature = await padRef.current.toDataUrl();
        } catch {
          return refuse(t('states.signatureFailed'));
        }
      }
      await move.mutateAsync({ kind: job.kind, id: job.id, body });
      notify.success(t('notify.completed', { number: job.number }), {
        journey: ticketJourney(job.id),
      });
      onClose();
    },
  });
  const hasInk = useWatch({ control, name: 'ink' });

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={t('complete.title', { number: job.number })}
      submitLabel={t('complete.submit')}
      submitColor="success"
    >
      <BoundTextField
        control={control}
        message={message}
        name="completion_notes"
        label={t('complete.notes')}
        hint={t('complete.notesHint')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
      />
      <Box>
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
          onInkChange={(ink) => setValue('ink', ink)}
        />
        <Button
          size="small"
          color="inherit"
          disabled={!hasInk}
          onClick={() => padRef.current?.clear()}
          sx={{ mt: 1 }}
        >
          {t('complete.clearSignature')}
        </Button>
      </Box>
    </FormDialog>
  );
}
