/**
 * Completing a job: what was done, the technician's signature drawn on screen and, when the
 * customer is there, their signature and name. It stays mounted while saving, so on a server
 * error the notes and both drawings are still there to send again.
 */
import { useRef } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind, TTicketStatusRequest } from '@mainstay/contracts';
import {
  BoundField,
  BoundTextField,
  FormDialog,
  SignatureField,
  useServerForm,
  type SignaturePadHandle,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import { ticketJourney } from '../lib/kinds.ts';
import { useFieldMessage } from './form-message.ts';

// The technician's signature is asked for but not required: someone working with the keyboard
// alone cannot draw, and the job sheet shows an unsigned job as such. A customer who signs
// gives a signature and a name.
const ZCompletionForm = z
  .object({
    completion_notes: z.string().trim().max(10_000, 'validation.notesTooLong'),
    customer_name: z.string().trim().max(200, 'validation.nameTooLong'),
    customer_signs: z.boolean(),
    technician_ink: z.boolean(),
    customer_ink: z.boolean(),
  })
  .refine((form) => !form.customer_signs || form.customer_ink, {
    path: ['customer_ink'],
    message: 'validation.customerSignature',
  })
  .refine((form) => !form.customer_signs || form.customer_name, {
    path: ['customer_name'],
    message: 'validation.customerName',
  });

/** Server fields onto the form's (a signature's error shows under its pad). */
const SERVER_FIELDS = {
  completion_notes: 'completion_notes',
  customer_name: 'customer_name',
  technician_signature: 'technician_ink',
  customer_signature: 'customer_ink',
} as const;

export interface CompletionDialogProps {
  kind: TTicketKind;
  ticketId: string;
  open: boolean;
  onClose: () => void;
}

export function CompletionDialog({ kind, ticketId, open, onClose }: CompletionDialogProps) {
  const { t } = useTranslation('ticketDetail');
  const notify = useNotify();
  const message = useFieldMessage();
  const change = useChangeStatusMutation(kind, ticketId);
  const pads = {
    technician: useRef<SignaturePadHandle>(null),
    customer: useRef<SignaturePadHandle>(null),
  };
  const form = useServerForm({
    schema: ZCompletionForm,
    defaultValues: {
      completion_notes: '',
      customer_name: '',
      customer_signs: false,
      technician_ink: false,
      customer_ink: false,
    },
    serverFields: (key) => SERVER_FIELDS[key as keyof typeof SERVER_FIELDS],
    failure: t('errors.statusFailed'),
    onValid: async (values) => {
      const body: TTicketStatusRequest = { status: 'completed' };
      if (values.technician_ink && pads.technician.current) {
        body.technician_signature = await pads.technician.current.toDataUrl();
      }
      if (values.completion_notes) body.completion_notes = values.completion_notes;
      if (values.customer_signs && pads.customer.current) {
        body.customer_signature = await pads.customer.current.toDataUrl();
        body.customer_name = values.customer_name;
      }
      await change.mutateAsync(body);
      notify.success(t('notify.completed'), { journey: ticketJourney(ticketId) });
      onClose();
    },
  });
  const { control, setValue } = form;
  const customerSigns = useWatch({ control, name: 'customer_signs' });
  const pending = form.dialog.pending;

  return (
    <FormDialog
      {...form.dialog}
      open={open}
      onClose={onClose}
      title={t('completion.title')}
      submitLabel={t('completion.submit')}
      submitColor="success"
      cancelLabel={t('actions.back')}
    >
      <BoundTextField
        control={control}
        name="completion_notes"
        label={t('completion.notes')}
        hint={t('completion.notesHint')}
        message={message}
        multiline
        minRows={3}
      />
      <BoundField
        control={control}
        name="technician_ink"
        message={message}
        render={(field) => (
          <SignatureField
            ref={pads.technician}
            title={t('completion.technicianSignature')}
            padLabel={t('completion.technicianPad')}
            help={t('completion.signHelp')}
            clearLabel={t('completion.clear')}
            hasInk={field.value}
            onInkChange={field.onChange}
            clear={() => pads.technician.current?.clear()}
            error={field.error ? field.helperText : null}
            disabled={pending}
          />
        )}
      />
      <FormControlLabel
        control={
          <Switch
            checked={customerSigns}
            onChange={(event) => {
              setValue('customer_signs', event.target.checked);
              // The pad unmounts when hidden; its ink goes with it.
              if (!event.target.checked) setValue('customer_ink', false);
            }}
          />
        }
        label={t('completion.customerSigns')}
      />
      {customerSigns ? (
        <>
          <BoundField
            control={control}
            name="customer_ink"
            message={message}
            render={(field) => (
              <SignatureField
                ref={pads.customer}
                title={t('completion.customerSignature')}
                padLabel={t('completion.customerPad')}
                help={t('completion.signHelp')}
                clearLabel={t('completion.clear')}
                hasInk={field.value}
                onInkChange={field.onChange}
                clear={() => pads.customer.current?.clear()}
                error={field.error ? field.helperText : null}
                disabled={pending}
              />
            )}
          />
          <BoundTextField
            control={control}
            name="customer_name"
            label={t('completion.customerName')}
            message={message}
            required
            autoComplete="name"
          />
        </>
      ) : null}
    </FormDialog>
  );
}
