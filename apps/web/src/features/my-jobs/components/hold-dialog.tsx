/** "Pause": putting a job on hold needs a reason (the SLA clock stops while it is on hold). */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TMyJob } from '@mainstay/contracts';
import {
  BoundTextField,
  FormDialog,
  useFieldMessageIn,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { ticketJourney, useMoveTicketMutation } from '@/features/tickets';

const REASON_MAX = 2000;
const ZHoldForm = z.object({
  reason: z.string().trim().min(1, 'hold.reasonRequired').max(REASON_MAX),
});

export interface HoldDialogProps {
  job: TMyJob;
  onClose: () => void;
}

export function HoldDialog({ job, onClose }: HoldDialogProps) {
  const { t } = useTranslation('myJobs');
  const notify = useNotify();
  const move = useMoveTicketMutation();
  const message = useFieldMessageIn('myJobs');
  const { control, dialog } = useServerForm({
    schema: ZHoldForm,
    defaultValues: { reason: '' },
    serverFields: ['reason'],
    failure: t('states.actionFailed'),
    onValid: async ({ reason }) => {
      await move.mutateAsync({ kind: job.kind, id: job.id, body: { status: 'on_hold', reason } });
      notify.success(t('notify.paused', { number: job.number }), {
        journey: ticketJourney(job.id),
      });
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      onClose={onClose}
      title={t('hold.title', { number: job.number })}
      submitLabel={t('hold.submit')}
      maxWidth="xs"
      compact
    >
      <BoundTextField
        control={control}
        message={message}
        name="reason"
        label={t('hold.reason')}
        hint={t('hold.reasonHint')}
        required
        multiline
        minRows={2}
        autoFocus
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </FormDialog>
  );
}
