/**
 * The fields of the asset form, in sections: identity, place, condition, dates and costs,
 * supplier, custom fields and notes. Location choices follow the chosen building.
 */
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CRITICALITY_VALUES,
  ASSET_STATUS_VALUES,
  type TAssetCustomField,
} from '@mainstay/contracts';
import {
  CURRENCY_INPUT,
  DECIMAL_INPUT,
  fieldsOf,
  FormSection,
  textArea,
  useResetWhenChanged,
  WHOLE_INPUT,
} from '@/components/form/index.ts';
import { useAssetCategoriesQuery } from '../../api/asset-settings.ts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';
import type { TAssetForm } from '../../schemas/asset-form-schema.ts';
import { categoryLabel } from '../labels.tsx';
import { CustomFieldInputs } from './custom-field-inputs.tsx';
import { useFieldMessage } from './form-helpers.ts';
import { LTR_INPUT } from '@/lib/bidi.tsx';

export interface AssetFormFieldsProps {
  control: Control<TAssetForm>;
  setValue: UseFormSetValue<TAssetForm>;
  customFields: readonly TAssetCustomField[];
  /** Shown read-only when the asset is added as a component. */
  parentName?: string;
}

export function AssetFormFields({
  control,
  setValue,
  customFields,
  parentName,
}: AssetFormFieldsProps) {
  const { t } = useTranslation('assets');
  const { text, select } = fieldsOf(control, useFieldMessage());
  const buildingId = useWatch({ control, name: 'building_id' });
  const parentId = useWatch({ control, name: 'parent_asset_id' });
  // A location belongs to one building: choosing another building clears it.
  useResetWhenChanged(buildingId, () => setValue('location_id', ''));
  const buildings = useBuildingChoicesQuery().data ?? [];
  const locations = useLocationChoicesQuery(buildingId || undefined).data ?? [];
  const categories = useAssetCategoriesQuery().data?.data ?? [];

  return (
    <>
      <FormSection title={t('form.identity')}>
        {text('name', t('fields.name'), { required: true, autoFocus: true })}
        {text('code', t('fields.code'), { hint: t('form.codeHint'), ...LTR_INPUT })}
        {select('category_id', t('fields.category'), categories, {
          none: t('common.none'),
          optionLabel: (row) => categoryLabel(t, row),
        })}
        {text('make', t('fields.make'))}
        {text('model', t('fields.model'))}
        {text('serial_number', t('fields.serialNumber'), LTR_INPUT)}
      </FormSection>
      <FormSection title={t('form.place')}>
        {select('building_id', t('fields.building'), buildings, { required: true })}
        {select('location_id', t('fields.location'), locations, {
          disabled: !buildingId,
          none: t('common.none'),
        })}
        {parentName &&
          select('parent_asset_id', t('fields.parent'), [{ id: parentId, name: parentName }], {
            disabled: true,
          })}
      </FormSection>
      <FormSection title={t('form.condition')}>
        {select('status', t('fields.status'), ASSET_STATUS_VALUES, {
          optionLabel: (value) => t(`statuses.${value}`),
        })}
        {select('criticality', t('fields.criticality'), ASSET_CRITICALITY_VALUES, {
          optionLabel: (value) => t(`criticalities.${value}`),
        })}
      </FormSection>
      <FormSection title={t('form.lifecycle')}>
        {text('install_date', t('fields.installDate'), { type: 'date' })}
        {text('purchase_date', t('fields.purchaseDate'), { type: 'date' })}
        {text('warranty_expiry', t('fields.warrantyExpiry'), { type: 'date' })}
        {text('expected_life_years', t('fields.expectedLife'), WHOLE_INPUT)}
        {text('cost', t('fields.cost'), DECIMAL_INPUT)}
        {text('currency', t('fields.currency'), {
          ...CURRENCY_INPUT,
          hint: t('form.currencyHint'),
        })}
        {text('supplier_name', t('fields.supplier'))}
      </FormSection>
      {customFields.length > 0 && (
        <FormSection title={t('form.customFields')}>
          <CustomFieldInputs control={control} fields={customFields} />
        </FormSection>
      )}
      {text('notes', t('fields.notes'), textArea(3))}
    </>
  );
}
