/** The building dialog's contacts: the shared contacts group with the places texts. */
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactsFields } from '@/components/form/index.ts';
import type { TBuildingForm } from '../../schemas/building-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';

export function BuildingContactsFields({ control }: { control: Control<TBuildingForm> }) {
  const { t } = useTranslation('places');
  return (
    <ContactsFields
      control={control}
      message={useFieldMessage()}
      text={(key, number) => t(`buildingDialog.${key}`, { number })}
    />
  );
}
