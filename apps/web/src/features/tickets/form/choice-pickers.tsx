/**
 * Autocompletes of the ticket forms over the choices the server sent: several people
 * (assignees, watchers) or one person (the reporter).
 */
import Autocomplete from '@mui/material/Autocomplete';
import { useTranslation } from 'react-i18next';
import { autocompleteInput, type PickerFieldProps } from '@/components/form/index.ts';
import type { TChoice } from './ticket-form-schema.ts';

interface FieldProps extends PickerFieldProps {
  options: readonly TChoice[];
  loading?: boolean;
}

/** What both pickers share: the choices, their names, the waiting and empty texts, the input. */
function useChoiceProps({ options, loading = false, ...field }: FieldProps) {
  const { t } = useTranslation('tickets');
  return {
    autoHighlight: true,
    options,
    loading,
    loadingText: t('form.loadingChoices'),
    noOptionsText: t('form.noChoices'),
    getOptionLabel: (option: TChoice) => option.name,
    isOptionEqualToValue: (option: TChoice, chosen: TChoice) => option.id === chosen.id,
    onBlur: field.onBlur,
    renderInput: autocompleteInput(field),
  };
}

export function PeoplePicker({
  value,
  onChange,
  ...field
}: FieldProps & { value: TChoice[]; onChange: (value: TChoice[]) => void }) {
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      {...useChoiceProps(field)}
      value={value}
      onChange={(_event, next) => onChange(next)}
    />
  );
}

export function PersonPicker({
  value,
  onChange,
  ...field
}: FieldProps & {
  /** The chosen id, '' for none. */
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Autocomplete
      {...useChoiceProps(field)}
      value={field.options.find((option) => option.id === value) ?? null}
      onChange={(_event, next) => onChange(next?.id ?? '')}
    />
  );
}
