/** The shared bound text field, with the ticket forms' messages. */
import type { FieldValues } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from '@/components/form/index.ts';
import { useFieldMessage } from './form-helpers.ts';

export type FormTextFieldProps<T extends FieldValues> = Omit<BoundTextFieldProps<T>, 'message'>;

export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <BoundTextField {...props} message={useFieldMessage()} />;
}
