/** Recording time already spent: minutes and an optional note, logged to the caller. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { AddRowForm, useAddRow } from '@/components/detail';
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
  const message = useFieldMessage();
  const add = useAddTimeLogMutation(kind, ticketId);
  const form = useForm<TAddTimeForm>({
    resolver: zodResolver(ZAddTimeForm),
    defaultValues: { duration_minutes: '', note: '' },
  });
  const row = useAddRow(form, {
    message,
    fields: ['duration_minutes', 'note'],
    save: (values) =>
      add.mutateAsync({ duration_minutes: Number(values.duration_minutes), note: values.note }),
    done: t('notify.timeAdded'),
    failed: t('errors.timeFailed'),
  });

  return (
    <AddRowForm
      label={t('work.addTime')}
      onSubmit={row.onSubmit}
      pending={add.isPending}
      columns={{ xs: 'minmax(0, 1fr)', sm: '140px minmax(0, 1fr) auto' }}
    >
      <BoundTextField
        {...row.field}
        name="duration_minutes"
        label={t('work.minutes')}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <BoundTextField {...row.field} name="note" label={t('work.note')} />
    </AddRowForm>
  );
}
