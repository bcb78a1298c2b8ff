/** The fields of the building dialog, grouped: identity, address, facts, contacts, notes. */
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AREA_UNIT_VALUES,
  BUILDING_STATUS_VALUES,
  BUILDING_TYPE_VALUES,
} from '@mainstay/contracts';
import {
  DECIMAL_INPUT,
  fieldsOf,
  FORM_WIDE,
  FormSection,
  textArea,
  WHOLE_INPUT,
  type TextFieldExtras,
} from '@/components/form/index.ts';
import type { TBuildingForm } from '../../schemas/building-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { BuildingContactsFields } from './building-contacts-fields.tsx';
import { LTR_INPUT } from '@/lib/bidi.tsx';

export function BuildingFormFields({ control }: { control: Control<TBuildingForm> }) {
  const { t } = useTranslation('places');
  const { text: field, select } = fieldsOf(control, useFieldMessage());
  /** A text field labelled `fields.<label>`. */
  const text = (
    name: Path<TBuildingForm>,
    label: string,
    extras?: TextFieldExtras<TBuildingForm>,
  ) => field(name, t(`fields.${label}`), extras);
  return (
    <>
      <FormSection title={t('buildingDialog.identity')}>
        {text('name', 'name', { required: true, autoFocus: true })}
        {text('code', 'code', { hint: t('buildingDialog.codeHint'), ...LTR_INPUT })}
        {select('type', t('fields.type'), BUILDING_TYPE_VALUES, {
          optionLabel: (type) => t(`buildingTypes.${type}`),
        })}
        {select('status', t('fields.status'), BUILDING_STATUS_VALUES, {
          optionLabel: (status) => t(`buildingStatuses.${status}`),
        })}
      </FormSection>
      <FormSection title={t('buildingDialog.address')}>
        {text('street', 'street', { autoComplete: 'street-address', sx: FORM_WIDE })}
        {text('city', 'city', { autoComplete: 'address-level2' })}
        {text('region', 'region', { autoComplete: 'address-level1' })}
        {text('postcode', 'postcode', { autoComplete: 'postal-code' })}
        {text('country', 'country', { hint: t('buildingDialog.countryHint') })}
        {text('latitude', 'latitude', DECIMAL_INPUT)}
        {text('longitude', 'longitude', DECIMAL_INPUT)}
      </FormSection>
      <FormSection title={t('buildingDialog.facts')}>
        {text('floors', 'floors', WHOLE_INPUT)}
        {text('year_built', 'yearBuilt', WHOLE_INPUT)}
        {text('gross_area', 'grossArea', DECIMAL_INPUT)}
        {select('area_unit', t('fields.areaUnit'), AREA_UNIT_VALUES, {
          optionLabel: (unit) => t(`areaUnits.${unit}`),
        })}
      </FormSection>
      <BuildingContactsFields control={control} />
      <FormSection title={t('buildingDialog.more')}>
        {text('opening_hours', 'openingHours', {
          ...textArea(2),
          hint: t('buildingDialog.openingHoursHint'),
        })}
        {text('notes', 'notes', textArea(2))}
      </FormSection>
    </>
  );
}
