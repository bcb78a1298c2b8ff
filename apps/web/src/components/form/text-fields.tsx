/**
 * Long forms write many bound text fields that differ only in name, label and a few props:
 * `textFieldsOf(control, message)` gives a function that renders one in a line, and the input
 * kinds below say the common extras once (a decimal, a whole number, a currency code, a text
 * area).
 */
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  BoundTextField,
  type BoundTextFieldProps,
  type FieldMessage,
} from './bound-text-field.tsx';

export type TextFieldExtras<T extends FieldValues> = Omit<
  BoundTextFieldProps<T>,
  'control' | 'message' | 'name' | 'label'
>;

export const DECIMAL_INPUT = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const;
export const WHOLE_INPUT = { slotProps: { htmlInput: { inputMode: 'numeric' } } } as const;
/** Three letters, shown in capitals (sent upper-cased). */
export const CURRENCY_INPUT = {
  slotProps: { htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } },
} as const;
export const textArea = (minRows: number) => ({ multiline: true, minRows }) as const;

export function textFieldsOf<T extends FieldValues>(control: Control<T>, message: FieldMessage) {
  return function textField(name: Path<T>, label: string, extras: TextFieldExtras<T> = {}) {
    return (
      <BoundTextField control={control} message={message} name={name} label={label} {...extras} />
    );
  };
}
