/**
 * Completing a job: what was done, the technician's signature drawn on screen and, when the
 * customer is there, their signature and name. It stays mounted while saving, so on a server
 * error the notes and both drawings are still there to send again.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { TTicketKind, TTicketStatusRequest } from '@mainstay/contracts';
import { BoundTextField } from '@/components/form';
import { applyFieldErrors, errorMessage } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useChangeStatusMutation } from '../api/change-status.ts';
import { useFieldMessage } from './form-message.ts';
import { blobToDataUrl, SignatureField, type SignaturePadHandle } from './signature-field.tsx';

const ZCompletionForm = z.object({
  completion_notes: z.string().trim().max(10_000, 'validation.notesTooLong'),
  customer_name: z.string().trim().max(200, 'validation.nameTooLong'),
});
type TCompletionForm = z.infer<typeof ZCompletionForm>;
type SignatureErrors = { technician?: string; customer?: string };

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
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const change = useChangeStatusMutation(kind, ticketId);
  const technicianPad = useRef<SignaturePadHandle | null>(null);
  const customerPad = useRef<SignaturePadHandle | null>(null);
  const [technicianInk, setTechnicianInk] = useState(false);
  const [customerInk, setCustomerInk] = useState(false);
  const [customerSigns, setCustomerSigns] = useState(false);
  const [signatureErrors, setSignatureErrors] = useState<SignatureErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TCompletionForm>({
    resolver: zodResolver(ZCompletionForm),
    defaultValues: { completion_notes: '', customer_name: '' },
  });

  async function save(values: TCompletionForm) {
    setFormError(null);
    const errors: SignatureErrors = {};
    // The technician's signature is asked for but not required: someone working with the
    // keyboard alone cannot draw, and the job sheet shows an unsigned job as such.
    if (customerSigns && !customerInk) errors.customer = t('validation.customerSignature');
    if (customerSigns && !values.customer_name) {
      setError('customer_name', { type: 'client', message: 'validation.customerName' });
      errors.customer ??= '';
    }
    setSignatureErrors(errors);
    if (errors.technician !== undefined || errors.customer !== undefined) return;

    try {
      const body: TTicketStatusRequest = {
        status: 'completed',
        ...(technicianInk && technicianPad.current
          ? { technician_signature: await blobToDataUrl(await technicianPad.current.toBlob()) }
          : {}),
        ...(values.completion_notes ? { completion_notes: values.completion_notes } : {}),
      };
      if (customerSigns) {
        body.customer_signature = await blobToDataUrl(await customerPad.current!.toBlob());
        body.customer_name = values.customer_name;
      }
      await change.mutateAsync(body);
      notify.success(t('notify.completed'));
      onClose();
    } catch (error) {
      const landed = applyFieldErrors(error, (key, text) => {
        if (key === 'completion_notes' || key === 'customer_name') {
          setError(key, { type: 'server', message: text });
          return true;
        }
        if (key === 'technician_signature') setSignatureErrors((e) => ({ ...e, technician: text }));
        else if (key === 'customer_signature')
          setSignatureErrors((e) => ({ ...e, customer: text }));
        else return false;
        return true;
      });
      if (!landed) setFormError(errorMessage(error, t('errors.statusFailed')));
    }
  }

  const handleSave = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>{t('completion.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <BoundTextField
              control={control}
              name="completion_notes"
              label={t('completion.notes')}
              hint={t('completion.notesHint')}
              message={message}
              multiline
              minRows={3}
            />
            <SignatureField
              ref={technicianPad}
              title={t('completion.technicianSignature')}
              padLabel={t('completion.technicianPad')}
              hasInk={technicianInk}
              onInkChange={setTechnicianInk}
              clear={() => technicianPad.current?.clear()}
              error={signatureErrors.technician ?? null}
              disabled={change.isPending}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={customerSigns}
                  onChange={(event) => {
                    setCustomerSigns(event.target.checked);
                    // The pad unmounts when hidden; its ink goes with it.
                    if (!event.target.checked) setCustomerInk(false);
                  }}
                />
              }
              label={t('completion.customerSigns')}
            />
            {customerSigns ? (
              <>
                <SignatureField
                  ref={customerPad}
                  title={t('completion.customerSignature')}
                  padLabel={t('completion.customerPad')}
                  hasInk={customerInk}
                  onInkChange={setCustomerInk}
                  clear={() => customerPad.current?.clear()}
                  error={signatureErrors.customer || null}
                  disabled={change.isPending}
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
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={change.isPending} color="inherit">
            {t('actions.back')}
          </Button>
          <Button type="submit" variant="contained" color="success" loading={change.isPending}>
            {t('completion.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
