/** The auth forms' bound text or password field, with the auth messages. */
import type { FieldValues } from 'react-hook-form';
import { BoundOutlinedField, type BoundOutlinedFieldProps } from '@/components/form/index.ts';
import { useFieldMessage } from './form-helpers.ts';
import { PasswordField } from './password-field.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  BoundOutlinedFieldProps<T>,
  'message' | 'as'
> & {
  /** A password field with its show/hide button. */
  password?: boolean;
};

export function FormTextField<T extends FieldValues>({
  password = false,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <BoundOutlinedField
      {...props}
      message={useFieldMessage()}
      as={password ? PasswordField : undefined}
    />
  );
}
