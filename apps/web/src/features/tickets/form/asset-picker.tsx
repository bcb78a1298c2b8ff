/**
 * Choosing the asset a ticket is about: an autocomplete that searches the assets of the chosen
 * building on the server as the user types (optional; cleared with its building).
 */
import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAssetChoicesQuery, type AssetChoice } from '../api/place-choices.ts';

export interface AssetPickerProps {
  label: string;
  buildingId: string;
  value: AssetChoice | null;
  onChange: (value: AssetChoice | null) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
}

export function AssetPicker({ label, buildingId, value, onChange, ...field }: AssetPickerProps) {
  const { t } = useTranslation('tickets');
  const [input, setInput] = useState('');
  const search = useDeferredValue(input.trim());
  // While the input shows the chosen asset's label, list the building's assets, not just it.
  const typed = value && input === assetLabel(value) ? '' : search;
  const query = useAssetChoicesQuery(buildingId || undefined, typed, Boolean(buildingId));
  return (
    <Autocomplete
      autoHighlight
      options={query.data ?? []}
      value={value}
      disabled={!buildingId}
      loading={query.isFetching}
      loadingText={t('form.loadingChoices')}
      noOptionsText={query.isError ? t('form.choicesFailed') : t('form.noChoices')}
      getOptionLabel={assetLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server already filtered by the search text.
      filterOptions={(options) => options}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, next) => onChange(next)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField {...params} label={label} error={field.error} helperText={field.helperText} />
      )}
    />
  );
}

function assetLabel(asset: AssetChoice): string {
  return asset.code ? `${asset.name} (${asset.code})` : asset.name;
}
