/**
 * Choosing the assets of a schedule: an autocomplete of several, searching the chosen building's
 * assets on the server as the user types. Each option shows its code, so two "Boiler 1" are told apart.
 */
import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAssetChoicesQuery } from '@/features/tickets';
import type { TScheduleForm } from './schedule-form-schema.ts';

type Asset = TScheduleForm['assets'][number];

export interface AssetsPickerProps {
  label: string;
  buildingId: string;
  value: Asset[];
  onChange: (value: Asset[]) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
}

const assetLabel = (asset: Asset) => (asset.code ? `${asset.name} (${asset.code})` : asset.name);

export function AssetsPicker({ label, buildingId, value, onChange, ...field }: AssetsPickerProps) {
  const { t } = useTranslation('ppm');
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  const query = useAssetChoicesQuery(buildingId || undefined, search, Boolean(buildingId), 50);
  return (
    <Autocomplete
      multiple
      autoHighlight
      filterSelectedOptions
      disabled={!buildingId}
      options={(query.data ?? []).map(({ id, name, code }) => ({ id, name, code }))}
      value={value}
      loading={query.isFetching}
      loadingText={t('form.loadingChoices')}
      noOptionsText={query.isError ? t('form.choicesFailed') : t('form.noAssets')}
      getOptionLabel={assetLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_event, next) => onChange(next)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          error={field.error}
          helperText={field.helperText}
        />
      )}
    />
  );
}
