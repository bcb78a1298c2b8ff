/**
 * A text field (or select, or date) bound to a react-hook-form field: value, ref, error state
 * and message wired once. A phone number, e-mail address or web address is typed left to right
 * in every language. Each feature passes how its messages read (`message`: its own
 * translation namespace for client-side rules; server messages as sent or translated).
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { isLtrInputType } from '@/lib/bidi.tsx';

/** The helper text of a field: its error's message, or the hint when it has none. */
export type FieldMessage = (error: FieldError | undefined, hint?: string) => string;

export type BoundTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the field when it has no error. */
  hint?: string;
  message: FieldMessage;
};

export function BoundTextField<T extends FieldValues>({
  name,
  control,
  hint,
  message,
  type,
  slotProps,
  ...props
}: BoundTextFieldProps<T>) {
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
          type={type}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error, hint)}
          slotProps={{
            ...slotProps,
            ...(isLtrInputType(type) && typeof slotProps?.htmlInput !== 'function'
              ? { htmlInput: { dir: 'ltr', ...slotProps?.htmlInput } }
              : {}),
            // A date input always shows its own placeholder, so its label stays above it.
            ...(type === 'date' ? { inputLabel: { shrink: true } } : {}),
          }}
        />
      )}
    />
  );
}
