/**
 * A text or password field bound to a react-hook-form field: value, ref, error state and the
 * translated message wired once instead of in every form.
 */
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { OutlinedTextFieldProps } from '@/components/form/index.ts';
import { OutlinedTextField } from '@/components/form/index.ts';
import { useFieldMessage } from './form-helpers.ts';
import { PasswordField } from './password-field.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  /** A password field with its show/hide button. */
  password?: boolean;
};

export function FormTextField<T extends FieldValues>({
  name,
  control,
  password = false,
  ...props
}: FormTextFieldProps<T>) {
  const message = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => {
        const bound = {
          ...props,
          ...field,
          inputRef: ref,
          error: Boolean(fieldState.error),
          helperText: message(fieldState.error),
        };
        return password ? <PasswordField {...bound} /> : <OutlinedTextField {...bound} />;
      }}
    />
  );
}
