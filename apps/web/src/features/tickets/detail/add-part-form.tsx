/** Adding a part used on the job: description, quantity and unit cost (a comma is a decimal mark). */
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { AddRowForm, useAddRow } from '@/components/detail';
import { useAddPartMutation } from '../api/ticket-work.ts';
import { useFieldMessage } from './form-message.ts';

const QUANTITY = /^\d{1,7}([.,]\d{1,3})?$/;
const PRICE = /^\d{1,9}([.,]\d{1,2})?$/;
const amount = (text: string) => Number(text.trim().replace(',', '.'));

const ZAddPartForm = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'validation.partRequired')
    .max(300, 'validation.partTooLong'),
  quantity: z
    .string()
    .trim()
    .refine((value) => QUANTITY.test(value) && amount(value) > 0, 'validation.quantityInvalid'),
  unit_cost: z
    .string()
    .trim()
    .refine((value) => PRICE.test(value), 'validation.unitCostInvalid'),
});
type TAddPartForm = z.infer<typeof ZAddPartForm>;
const FIELDS = ['description', 'quantity', 'unit_cost'] as const;
/** The two amounts, typed with a decimal keypad on a phone. */
const AMOUNTS = [
  { name: 'quantity', label: 'work.quantity' },
  { name: 'unit_cost', label: 'work.unitCost' },
] as const;

export function AddPartForm({ kind, ticketId }: { kind: TTicketKind; ticketId: string }) {
  const { t } = useTranslation('ticketDetail');
  const message = useFieldMessage();
  const add = useAddPartMutation(kind, ticketId);
  const form = useForm<TAddPartForm>({
    resolver: zodResolver(ZAddPartForm),
    defaultValues: { description: '', quantity: '1', unit_cost: '' },
  });
  const row = useAddRow(form, {
    message,
    fields: FIELDS,
    save: (values) =>
      add.mutateAsync({
        description: values.description,
        quantity: amount(values.quantity),
        unit_cost: amount(values.unit_cost),
      }),
    done: t('notify.partAdded'),
    failed: t('errors.partFailed'),
  });

  return (
    <AddRowForm
      label={t('work.addPart')}
      onSubmit={row.onSubmit}
      pending={add.isPending}
      columns={{
        xs: 'minmax(0, 1fr) minmax(0, 1fr)',
        sm: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <BoundTextField
          {...row.field}
          name="description"
          label={t('work.partDescription')}
          required
        />
      </Box>
      {AMOUNTS.map(({ name, label }) => (
        <BoundTextField
          {...row.field}
          key={name}
          name={name}
          label={t(label)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ))}
    </AddRowForm>
  );
}
