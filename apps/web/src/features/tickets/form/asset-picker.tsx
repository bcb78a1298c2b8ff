/**
 * Choosing the asset a ticket is about: an autocomplete that searches on the server as the user
 * types, the chosen building's assets or, before a building is chosen, every asset the caller
 * may see (optional). Each option names its building, so two "Boiler 1" are told apart.
 */
import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
  const query = useAssetChoicesQuery(buildingId || undefined, typed, true);
  return (
    <Autocomplete
      autoHighlight
      options={query.data ?? []}
      value={value}
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
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            {assetLabel(option)}
            {option.building ? (
              <Typography
                variant="body2"
                color="text.secondary"
                component="span"
                sx={{ display: 'block' }}
              >
                {[option.building.name, option.location?.name].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} error={field.error} helperText={field.helperText} />
      )}
    />
  );
}

function assetLabel(asset: AssetChoice): string {
  return asset.code ? `${asset.name} (${asset.code})` : asset.name;
}
