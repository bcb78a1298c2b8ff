/**
 * Short free labels typed as chips (trades, skills, tags): type one and press Enter; suggestions
 * may be offered. Blanks are dropped and a label given twice is kept once.
 */
import Autocomplete from '@mui/material/Autocomplete';
import { autocompleteInput, type PickerFieldProps } from './autocomplete-input.tsx';

export interface LabelsFieldProps extends PickerFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  suggestions?: readonly string[];
}

export function LabelsField({ value, onChange, suggestions = [], ...field }: LabelsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={value}
      onChange={(_event, next) =>
        onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])
      }
      onBlur={field.onBlur}
      renderInput={autocompleteInput(field)}
    />
  );
}
