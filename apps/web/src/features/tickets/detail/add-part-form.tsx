/** Adding a part used on the job: description, quantity and unit cost (a comma is a decimal mark). */
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

export function AddPartForm({ kind, ticketId }: { kind: TTicketKind; ticketId: string }) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const message = useFieldMessage();
  const add = useAddPartMutation(kind, ticketId);
  const { control, handleSubmit, setError, reset } = useForm<TAddPartForm>({
    resolver: zodResolver(ZAddPartForm),
    defaultValues: { description: '', quantity: '1', unit_cost: '' },
  });

  const handleAdd = handleSubmit(async (values) => {
    try {
      await add.mutateAsync({
        description: values.description,
        quantity: amount(values.quantity),
        unit_cost: amount(values.unit_cost),
      });
      notify.success(t('notify.partAdded'));
      reset();
    } catch (error) {
      const landed = applyFieldErrors(error, (key, text) => {
        const field = FIELDS.find((name) => name === key);
        if (!field) return false;
        setError(field, { type: 'server', message: text });
        return true;
      });
      if (!landed) notify.error(errorMessage(error, t('errors.partFailed')));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleAdd}
      aria-label={t('work.addPart')}
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          sm: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr) auto',
        },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <BoundTextField
          control={control}
          name="description"
          label={t('work.partDescription')}
          message={message}
          size="small"
          required
        />
      </Box>
      <BoundTextField
        control={control}
        name="quantity"
        label={t('work.quantity')}
        message={message}
        size="small"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <BoundTextField
        control={control}
        name="unit_cost"
        label={t('work.unitCost')}
        message={message}
        size="small"
        required
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={add.isPending}
        sx={{ minHeight: 40, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {t('work.addPart')}
      </Button>
    </Box>
  );
}
