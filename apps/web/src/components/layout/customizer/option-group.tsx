/** A labelled radio group (fieldset + legend) for one customizer setting. */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface OptionGroupProps<T extends string> {
  name: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function OptionGroup<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: OptionGroupProps<T>) {
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel component="legend" sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(event) => {
          const next = options.find((option) => option.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
