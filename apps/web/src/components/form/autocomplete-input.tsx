/**
 * The text input of an Autocomplete bound to a form field: its label and the field's error
 * state and helper text, as the `renderInput` the Autocomplete asks for.
 */
import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface PickerFieldProps {
  label: string;
  error?: boolean | undefined;
  helperText?: string | undefined;
  onBlur?: (() => void) | undefined;
}

export function autocompleteInput({ label, error, helperText }: PickerFieldProps) {
  return function renderInput(params: AutocompleteRenderInputParams) {
    return <TextField {...params} label={label} error={error} helperText={helperText} />;
  };
}
