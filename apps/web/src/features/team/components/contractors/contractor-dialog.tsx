/**
 * The contractor-create dialog (and edit): company, trades, contacts, phone, e-mail, address,
 * notes, hourly rate with currency, and status. What was typed stays when the server refuses.
 */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTRACTOR_STATUS_VALUES, type TContractor } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveContractorMutation } from '../../api/save-contractor.ts';
import {
  contractorRequest,
  ZContractorForm,
  type TContractorForm,
} from '../../schemas/contractor-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { ContractorContactsFields } from './contractor-contacts-fields.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface ContractorDialogProps {
  open: boolean;
  /** The contractor to edit; null to create one. */
  contractor: TContractor | null;
  onClose: () => void;
  onSaved?: (contractor: TContractor) => void;
}

const TRADE_SUGGESTIONS = ['HVAC', 'Electrical', 'Plumbing', 'Fire safety', 'Cleaning', 'Lifts'];

function valuesOf(contractor: TContractor | null): TContractorForm {
  return {
    company_name: contractor?.company_name ?? '',
    trades: contractor?.trades ?? [],
    contacts: contractor?.contacts ?? [],
    phone: contractor?.phone ?? '',
    email: contractor?.email ?? '',
    address: contractor?.address ?? '',
    notes: contractor?.notes ?? '',
    hourly_rate: contractor?.hourly_rate == null ? '' : String(contractor.hourly_rate),
    currency: contractor?.currency ?? 'EUR',
    status: contractor?.status ?? 'active',
  };
}

const FIELD_NAME =
  /^(company_name|trades|phone|email|address|notes|hourly_rate|currency|status|contacts\.\d+\.(name|role|phone|email))$/;

export function ContractorDialog({ open, contractor, onClose, onSaved }: ContractorDialogProps) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mutation = useSaveContractorMutation(contractor?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TContractorForm>({
    resolver: zodResolver(ZContractorForm),
    defaultValues: valuesOf(contractor),
    mode: 'onTouched',
  });

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await mutation.mutateAsync(contractorRequest(values));
      notify.success(contractor ? t('contractors.updated') : t('contractors.created'));
      onSaved?.(saved);
      onClose();
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, (key) =>
        FIELD_NAME.test(key) ? (key as keyof TContractorForm) : undefined,
      );
      if (!placed) setFormError(errorMessage(error, t('contractors.saveFailed')));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>
          {contractor ? t('contractorDialog.editTitle') : t('contractorDialog.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <FormTextField
              control={control}
              name="company_name"
              label={t('contractorDialog.companyName')}
              required
              autoFocus
              autoComplete="organization"
            />
            <Controller
              name="trades"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={TRADE_SUGGESTIONS}
                  value={field.value}
                  onChange={(_event, value) =>
                    field.onChange(value.map((item) => item.trim()).filter(Boolean))
                  }
                  onBlur={field.onBlur}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('contractorDialog.trades')}
                      error={Boolean(fieldState.error)}
                      helperText={message(fieldState.error, t('contractorDialog.tradesHint'))}
                    />
                  )}
                />
              )}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <FormTextField
                control={control}
                name="phone"
                label={t('contractorDialog.phone')}
                type="tel"
                autoComplete="tel"
              />
              <FormTextField
                control={control}
                name="email"
                label={t('contractorDialog.email')}
                type="email"
                autoComplete="email"
              />
            </Box>
            <FormTextField
              control={control}
              name="address"
              label={t('contractorDialog.address')}
              multiline
              minRows={2}
              autoComplete="street-address"
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <FormTextField
                control={control}
                name="hourly_rate"
                label={t('contractorDialog.hourlyRate')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name="currency"
                label={t('contractorDialog.currency')}
                hint={t('contractorDialog.currencyHint')}
                slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
              />
              <FormTextField
                control={control}
                name="status"
                select
                label={t('contractorDialog.status')}
              >
                {CONTRACTOR_STATUS_VALUES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`contractors.statuses.${status}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
            <ContractorContactsFields control={control} />
            <FormTextField
              control={control}
              name="notes"
              label={t('contractorDialog.notes')}
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
