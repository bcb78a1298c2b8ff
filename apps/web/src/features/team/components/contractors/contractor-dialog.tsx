/**
 * The contractor-create dialog (and edit): company, trades, contacts, phone, e-mail, address,
 * notes, hourly rate with currency, and status. What was typed stays when the server refuses.
 */
import { CONTRACTOR_STATUS_VALUES, type TContractor } from '@mainstay/contracts';
import Box from '@mui/material/Box';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BoundField,
  CURRENCY_INPUT,
  DECIMAL_INPUT,
  fieldsOf,
  FormDialog,
  LabelsField,
  textArea,
  useServerForm,
} from '@/components/form/index.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useSaveContractorMutation } from '../../api/save-contractor.ts';
import {
  contractorRequest,
  ZContractorForm,
  type TContractorForm,
} from '../../schemas/contractor-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { ContractorContactsFields } from './contractor-contacts-fields.tsx';

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
  const mutation = useSaveContractorMutation(contractor?.id ?? null);
  const { control, dialog } = useServerForm({
    schema: ZContractorForm,
    defaultValues: valuesOf(contractor),
    serverFields: (key) => (FIELD_NAME.test(key) ? (key as Path<TContractorForm>) : undefined),
    failure: t('contractors.saveFailed'),
    onValid: async (values) => {
      const saved = await mutation.mutateAsync(contractorRequest(values));
      notify.success(contractor ? t('contractors.updated') : t('contractors.created'));
      onSaved?.(saved);
      onClose();
    },
  });
  const { text, select } = fieldsOf(control, message);
  const grid = (columns: number) => ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${columns}, minmax(0, 1fr))` },
  });

  return (
    <FormDialog
      {...dialog}
      open={open}
      onClose={onClose}
      title={contractor ? t('contractorDialog.editTitle') : t('contractorDialog.createTitle')}
      submitLabel={t('actions.save')}
      maxWidth="md"
    >
      {text('company_name', t('contractorDialog.companyName'), {
        required: true,
        autoFocus: true,
        autoComplete: 'organization',
      })}
      <BoundField
        control={control}
        name="trades"
        message={message}
        hint={t('contractorDialog.tradesHint')}
        render={(field) => (
          <LabelsField
            label={t('contractorDialog.trades')}
            suggestions={TRADE_SUGGESTIONS}
            {...field}
          />
        )}
      />
      <Box sx={grid(2)}>
        {text('phone', t('contractorDialog.phone'), { type: 'tel', autoComplete: 'tel' })}
        {text('email', t('contractorDialog.email'), { type: 'email', autoComplete: 'email' })}
      </Box>
      {text('address', t('contractorDialog.address'), {
        ...textArea(2),
        autoComplete: 'street-address',
      })}
      <Box sx={grid(3)}>
        {text('hourly_rate', t('contractorDialog.hourlyRate'), DECIMAL_INPUT)}
        {text('currency', t('contractorDialog.currency'), {
          ...CURRENCY_INPUT,
          hint: t('contractorDialog.currencyHint'),
        })}
        {select('status', t('contractorDialog.status'), CONTRACTOR_STATUS_VALUES, {
          optionLabel: (status) => t(`contractors.statuses.${status}`),
        })}
      </Box>
      <ContractorContactsFields control={control} />
      {text('notes', t('contractorDialog.notes'), textArea(3))}
    </FormDialog>
  );
}
