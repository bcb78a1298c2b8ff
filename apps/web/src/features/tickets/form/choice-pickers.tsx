/**
 * Autocompletes of the ticket forms: several people (assignees, watchers) from the options the
 * server sent, one person (the reporter), and free tags typed as chips.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TChoice } from './ticket-form-schema.ts';

interface FieldProps {
  label: string;
  error?: boolean;
  helperText?: string;
  onBlur?: () => void;
  loading?: boolean;
}

export function PeoplePicker({
  options,
  value,
  onChange,
  ...field
}: FieldProps & {
  options: readonly TChoice[];
  value: TChoice[];
  onChange: (value: TChoice[]) => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      autoHighlight
      options={options}
      value={value}
      loading={field.loading}
      loadingText={t('form.loadingChoices')}
      noOptionsText={t('form.noChoices')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, next) => onChange(next)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          error={field.error}
          helperText={field.helperText}
        />
      )}
    />
  );
}

export function PersonPicker({
  options,
  value,
  onChange,
  ...field
}: FieldProps & {
  options: readonly TChoice[];
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('tickets');
  const chosen = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      autoHighlight
      options={options}
      value={chosen}
      loading={field.loading}
      loadingText={t('form.loadingChoices')}
      noOptionsText={t('form.noChoices')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onChange={(_event, next) => onChange(next?.id ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          error={field.error}
          helperText={field.helperText}
        />
      )}
    />
  );
}

/** Tags: type one and press Enter to add it as a chip; the server lower-cases them. */
export function TagsField({
  value,
  onChange,
  ...field
}: FieldProps & { value: string[]; onChange: (value: string[]) => void }) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_event, next) =>
        onChange([...new Set(next.map((tag) => tag.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={field.label}
          error={field.error}
          helperText={field.helperText}
        />
      )}
    />
  );
}
