/** The fields of the building dialog, grouped: identity, address, facts, contacts, notes. */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AREA_UNIT_VALUES,
  BUILDING_STATUS_VALUES,
  BUILDING_TYPE_VALUES,
} from '@mainstay/contracts';
import type { TBuildingForm } from '../../schemas/building-form-schema.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { BuildingContactsFields } from './building-contacts-fields.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

const decimal = { htmlInput: { inputMode: 'decimal' as const } };
const whole = { htmlInput: { inputMode: 'numeric' as const } };

export function BuildingFormFields({ control }: { control: Control<TBuildingForm> }) {
  const { t } = useTranslation('places');
  return (
    <>
      <Section title={t('buildingDialog.identity')}>
        <FormTextField control={control} name="name" label={t('fields.name')} required autoFocus />
        <FormTextField
          control={control}
          name="code"
          label={t('fields.code')}
          hint={t('buildingDialog.codeHint')}
        />
        <FormTextField control={control} name="type" label={t('fields.type')} select>
          {BUILDING_TYPE_VALUES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`buildingTypes.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="status" label={t('fields.status')} select>
          {BUILDING_STATUS_VALUES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`buildingStatuses.${status}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Section>
      <Section title={t('buildingDialog.address')}>
        <Box sx={{ gridColumn: { sm: 'span 2' } }}>
          <FormTextField
            control={control}
            name="street"
            label={t('fields.street')}
            autoComplete="street-address"
          />
        </Box>
        <FormTextField
          control={control}
          name="city"
          label={t('fields.city')}
          autoComplete="address-level2"
        />
        <FormTextField
          control={control}
          name="region"
          label={t('fields.region')}
          autoComplete="address-level1"
        />
        <FormTextField
          control={control}
          name="postcode"
          label={t('fields.postcode')}
          autoComplete="postal-code"
        />
        <FormTextField
          control={control}
          name="country"
          label={t('fields.country')}
          hint={t('buildingDialog.countryHint')}
        />
        <FormTextField
          control={control}
          name="latitude"
          label={t('fields.latitude')}
          slotProps={decimal}
        />
        <FormTextField
          control={control}
          name="longitude"
          label={t('fields.longitude')}
          slotProps={decimal}
        />
      </Section>
      <Section title={t('buildingDialog.facts')}>
        <FormTextField
          control={control}
          name="floors"
          label={t('fields.floors')}
          slotProps={whole}
        />
        <FormTextField
          control={control}
          name="year_built"
          label={t('fields.yearBuilt')}
          slotProps={whole}
        />
        <FormTextField
          control={control}
          name="gross_area"
          label={t('fields.grossArea')}
          slotProps={decimal}
        />
        <FormTextField control={control} name="area_unit" label={t('fields.areaUnit')} select>
          {AREA_UNIT_VALUES.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {t(`areaUnits.${unit}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Section>
      <Box sx={{ mb: 2 }}>
        <BuildingContactsFields control={control} />
      </Box>
      <Section title={t('buildingDialog.more')}>
        <FormTextField
          control={control}
          name="opening_hours"
          label={t('fields.openingHours')}
          multiline
          minRows={2}
          hint={t('buildingDialog.openingHoursHint')}
        />
        <FormTextField
          control={control}
          name="notes"
          label={t('fields.notes')}
          multiline
          minRows={2}
        />
      </Section>
    </>
  );
}
