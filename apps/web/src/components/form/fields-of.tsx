/**
 * Long forms write many bound fields that differ only in name, label and a few props:
 * `fieldsOf(control, message)` gives `text` and `select`, which render one in a line, and the
 * input kinds below say the common extras once (a decimal, a whole number, a currency code, a
 * text area).
 */
import type { Control, FieldValues, Path } from 'react-hook-form';
import { BoundSelect, type BoundSelectProps, type SelectChoice } from './bound-select.tsx';
import {
  BoundTextField,
  type BoundTextFieldProps,
  type FieldMessage,
} from './bound-text-field.tsx';

type Bound = 'control' | 'message' | 'name' | 'label';
export type TextFieldExtras<T extends FieldValues> = Omit<BoundTextFieldProps<T>, Bound>;
export type SelectExtras<T extends FieldValues, C extends SelectChoice> = Omit<
  BoundSelectProps<T, C>,
  Bound | 'options'
>;

export const DECIMAL_INPUT = { slotProps: { htmlInput: { inputMode: 'decimal' } } } as const;
export const WHOLE_INPUT = { slotProps: { htmlInput: { inputMode: 'numeric' } } } as const;
/** Three letters, shown in capitals (sent upper-cased). */
export const CURRENCY_INPUT = {
  slotProps: { htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } },
} as const;
export const textArea = (minRows: number) => ({ multiline: true, minRows }) as const;

export function fieldsOf<T extends FieldValues>(control: Control<T>, message: FieldMessage) {
  const bound = { control, message };
  return {
    text(name: Path<T>, label: string, extras: TextFieldExtras<T> = {}) {
      return <BoundTextField {...bound} name={name} label={label} {...extras} />;
    },
    select<C extends SelectChoice>(
      name: Path<T>,
      label: string,
      options: readonly C[],
      extras: SelectExtras<T, C> = {},
    ) {
      return <BoundSelect {...bound} name={name} label={label} options={options} {...extras} />;
    },
  };
}
