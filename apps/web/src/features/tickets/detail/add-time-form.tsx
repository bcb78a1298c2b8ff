/** Recording time already spent: minutes and an optional note, logged to the caller. */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useAddTimeLogMutation } from '../api/ticket-work.ts';
import { useFieldMessage } from './form-message.ts';

const ZAddTimeForm = z.object({
  duration_minutes: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'validation.minutesInvalid')
    .refine((value) => Number(value) >= 1 && Number(value) <= 1440, 'validation.minutesRange'),
  note: z.string().trim().max(2000, 'validation.noteTooLong'),
});
type TAddTimeForm = z.infer<typeof ZAddTimeForm>;

export function AddTimeForm({ kind, ticketId }: { kind: TTicketKind; ticketId: string }) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const message = useFieldMessage();
  const add = useAddTimeLogMutation(kind, ticketId);
  const { control, handleSubmit, setError, reset } = useForm<TAddTimeForm>({
    resolver: zodResolver(ZAddTimeForm),
    defaultValues: { duration_minutes: '', note: '' },
  });

  const handleAdd = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        duration_minutes: Number(values.duration_minutes),
        note: values.note,
      });
      notify.success(t('notify.timeAdded'));
      reset();
    } catch (error) {
      const landed = applyFieldErrors(error, (key, text) => {
        if (key !== 'duration_minutes' && key !== 'note') return false;
        setError(key, { type: 'server', message: text });
        return true;
      });
      if (!landed) notify.error(errorMessage(error, t('errors.timeFailed')));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleAdd}
      aria-label={t('work.addTime')}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px minmax(0, 1fr) auto' },
        alignItems: 'start',
      }}
    >
      <BoundTextField
        control={control}
        name="duration_minutes"
        label={t('work.minutes')}
        message={message}
        size="small"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <BoundTextField
        control={control}
        name="note"
        label={t('work.note')}
        message={message}
        size="small"
      />
      <Button type="submit" variant="outlined" loading={add.isPending} sx={{ minHeight: 40 }}>
        {t('work.addTime')}
      </Button>
    </Box>
  );
}
