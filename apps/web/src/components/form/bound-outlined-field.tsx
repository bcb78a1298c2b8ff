/**
 * The light outlined text field (see outlined-text-field.tsx: first-load pages such as login)
 * bound to a react-hook-form field: value, ref, error state and message wired once. `as` renders
 * another input with the same props (a password field with its show/hide button).
 */
import type { ComponentType } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { FieldMessage } from './bound-text-field.tsx';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field.tsx';

export type BoundOutlinedFieldProps<T extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  message: FieldMessage;
  as?: ComponentType<OutlinedTextFieldProps> | undefined;
};

export function BoundOutlinedField<T extends FieldValues>({
  name,
  control,
  message,
  as: Input = OutlinedTextField,
  ...props
}: BoundOutlinedFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <Input
          {...props}
          {...field}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error)}
        />
      )}
    />
  );
}
