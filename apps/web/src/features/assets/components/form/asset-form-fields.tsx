/**
 * The fields of the asset form, in sections: identity, place, condition, dates and costs,
 * supplier, custom fields and notes. Location choices follow the chosen building.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ASSET_CRITICALITY_VALUES,
  ASSET_STATUS_VALUES,
  type TAssetCustomField,
} from '@mainstay/contracts';
import { useAssetCategoriesQuery } from '../../api/asset-settings.ts';
import { useBuildingChoicesQuery, useLocationChoicesQuery } from '../../api/place-choices.ts';
import type { TAssetForm } from '../../schemas/asset-form-schema.ts';
import { categoryLabel } from '../labels.tsx';
import { CustomFieldInputs } from './custom-field-inputs.tsx';
import { FormTextField } from './form-text-field.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

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
  const buildingId = useWatch({ control, name: 'building_id' });
  const parentId = useWatch({ control, name: 'parent_asset_id' });
  // A location belongs to one building: choosing another building clears it.
  const previousBuilding = useRef(buildingId);
  useEffect(() => {
    if (previousBuilding.current !== buildingId) setValue('location_id', '');
    previousBuilding.current = buildingId;
  }, [buildingId, setValue]);
  const buildings = useBuildingChoicesQuery();
  const locations = useLocationChoicesQuery(buildingId || undefined);
  const categories = useAssetCategoriesQuery();
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

  return (
    <>
      <Section title={t('form.identity')}>
        <FormTextField control={control} name="name" label={t('fields.name')} required autoFocus />
        <FormTextField
          control={control}
          name="code"
          label={t('fields.code')}
          hint={t('form.codeHint')}
        />
        <FormTextField control={control} name="category_id" label={t('fields.category')} select>
          <MenuItem value="">{t('common.none')}</MenuItem>
          {(categories.data?.data ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {categoryLabel(t, row)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="make" label={t('fields.make')} />
        <FormTextField control={control} name="model" label={t('fields.model')} />
        <FormTextField control={control} name="serial_number" label={t('fields.serialNumber')} />
      </Section>
      <Section title={t('form.place')}>
        <FormTextField
          control={control}
          name="building_id"
          label={t('fields.building')}
          select
          required
        >
          {(buildings.data ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id}>
              {row.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="location_id"
          label={t('fields.location')}
          select
          disabled={!buildingId}
        >
          <MenuItem value="">{t('common.none')}</MenuItem>
          {(locations.data ?? []).map((row) => (
            <MenuItem key={row.id} value={row.id} sx={{ ps: 2 + row.depth * 2 }}>
              {row.name}
            </MenuItem>
          ))}
        </FormTextField>
        {parentName && (
          <FormTextField
            control={control}
            name="parent_asset_id"
            label={t('fields.parent')}
            select
            disabled
          >
            <MenuItem value={parentId}>{parentName}</MenuItem>
          </FormTextField>
        )}
      </Section>
      <Section title={t('form.condition')}>
        <FormTextField control={control} name="status" label={t('fields.status')} select>
          {ASSET_STATUS_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`statuses.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="criticality" label={t('fields.criticality')} select>
          {ASSET_CRITICALITY_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`criticalities.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Section>
      <Section title={t('form.lifecycle')}>
        <FormTextField
          control={control}
          name="install_date"
          label={t('fields.installDate')}
          {...dateProps}
        />
        <FormTextField
          control={control}
          name="purchase_date"
          label={t('fields.purchaseDate')}
          {...dateProps}
        />
        <FormTextField
          control={control}
          name="warranty_expiry"
          label={t('fields.warrantyExpiry')}
          {...dateProps}
        />
        <FormTextField
          control={control}
          name="expected_life_years"
          label={t('fields.expectedLife')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="cost"
          label={t('fields.cost')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          control={control}
          name="currency"
          label={t('fields.currency')}
          hint={t('form.currencyHint')}
          slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
        />
        <FormTextField control={control} name="supplier_name" label={t('fields.supplier')} />
      </Section>
      {customFields.length > 0 && (
        <Section title={t('form.customFields')}>
          <CustomFieldInputs control={control} fields={customFields} />
        </Section>
      )}
      <FormTextField
        control={control}
        name="notes"
        label={t('fields.notes')}
        multiline
        minRows={3}
      />
    </>
  );
}
