/**
 * Short free labels typed as chips (trades, skills, tags): type one and press Enter; suggestions
 * may be offered. Blanks are dropped and a label given twice is kept once.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface LabelsFieldProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  suggestions?: readonly string[];
}

export function LabelsField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  suggestions = [],
}: LabelsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      options={suggestions}
      value={value}
      onChange={(_event, next) =>
        onChange([...new Set(next.map((item) => item.trim()).filter(Boolean))])
      }
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
