/** A text field (or select) bound to a react-hook-form field, with its translated message. */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldMessage } from './form-helpers.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the field when it has no error. */
  hint?: string;
};

export function FormTextField<T extends FieldValues>({
  name,
  control,
  hint,
  ...props
}: FormTextFieldProps<T>) {
  const message = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          fullWidth
          {...props}
          {...field}
          value={field.value ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error, hint)}
        />
      )}
    />
  );
}
