/**
 * Small parts the schedule form's sections share: the field message (every client message
 * comes from the contract, already in the reader's language), a bound switch, and a bound
 * radio group whose legend names it.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import type { Control, FieldPath } from 'react-hook-form';
import { BoundField, FORM_WIDE, type FieldMessage } from '@/components/form/index.ts';
import type { TScheduleForm } from './schedule-form-schema.ts';

export const scheduleMessage: FieldMessage = (error, hint = ' ') => error?.message || hint;

type Name = FieldPath<TScheduleForm>;

export function SwitchField({
  control,
  name,
  label,
  hint,
}: {
  control: Control<TScheduleForm>;
  name: Name;
  label: string;
  hint?: string;
}) {
  return (
    <BoundField
      control={control}
      name={name}
      message={scheduleMessage}
      hint={hint}
      render={(field, ref) => (
        <FormControl sx={FORM_WIDE}>
          <FormControlLabel
            control={
              <Switch
                slotProps={{ input: { ref } }}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={label}
          />
          {hint ? <FormHelperText>{field.helperText}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

export function RadioField({
  control,
  name,
  label,
  options,
  row = false,
}: {
  control: Control<TScheduleForm>;
  name: Name;
  label: string;
  options: readonly { value: string; label: string }[];
  row?: boolean;
}) {
  return (
    <BoundField
      control={control}
      name={name}
      message={scheduleMessage}
      render={(field, ref) => (
        <FormControl sx={FORM_WIDE} error={field.error}>
          <FormLabel>{label}</FormLabel>
          <RadioGroup
            row={row}
            value={field.value as string}
            onChange={(_event, value) => field.onChange(value)}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio slotProps={{ input: { ref: index === 0 ? ref : undefined } }} />}
                label={option.label}
              />
            ))}
          </RadioGroup>
          {field.error ? <FormHelperText>{field.helperText}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
