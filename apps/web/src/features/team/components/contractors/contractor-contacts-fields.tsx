/** The contractor dialog's contacts: the shared contacts group with the team texts. */
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactsFields } from '@/components/form/index.ts';
import type { TContractorForm } from '../../schemas/contractor-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';

export function ContractorContactsFields({ control }: { control: Control<TContractorForm> }) {
  const { t } = useTranslation('team');
  return (
    <ContactsFields
      control={control}
      message={useFieldMessage()}
      text={(key, number) => t(`contractorDialog.${key}`, { number })}
    />
  );
}
