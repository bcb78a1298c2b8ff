/** Inputs for the organisation's custom fields, one per definition, typed by its kind. */
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAssetCustomField } from '@mainstay/contracts';
import type { TAssetForm } from '../../schemas/asset-form-schema.ts';
import { FormTextField } from './form-text-field.tsx';

export function CustomFieldInputs({
  control,
  fields,
}: {
  control: Control<TAssetForm>;
  fields: readonly TAssetCustomField[];
}) {
  const { t } = useTranslation('assets');
  return (
    <>
      {fields.map((field) => {
        const name = `custom_fields.${field.key}` as const;
        if (field.type === 'select') {
          return (
            <FormTextField
              key={field.id}
              control={control}
              name={name}
              label={field.label}
              select
              required={field.required}
            >
              <MenuItem value="">{t('common.none')}</MenuItem>
              {field.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </FormTextField>
          );
        }
        return (
          <FormTextField
            key={field.id}
            control={control}
            name={name}
            label={field.label}
            required={field.required}
            {...(field.type === 'date'
              ? { type: 'date', slotProps: { inputLabel: { shrink: true } } }
              : field.type === 'number'
                ? { slotProps: { htmlInput: { inputMode: 'decimal' } } }
                : {})}
          />
        );
      })}
    </>
  );
}
