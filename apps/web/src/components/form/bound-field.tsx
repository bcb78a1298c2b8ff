/**
 * Any input bound to a react-hook-form field (a picker, an autocomplete): `render` gets the
 * value, its change and blur handlers, the error state and the helper text (the error's message,
 * or the hint), so a form wires them once; and, second, the ref of the input to focus when the
 * server refuses the field.
 */
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import type { FieldMessage } from './bound-text-field.tsx';

export interface BoundFieldRenderProps<V> {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}

export interface BoundFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  message: FieldMessage;
  /** Shown under the field when it has no error. */
  hint?: string;
  render: (field: BoundFieldRenderProps<FieldPathValue<T, N>>, inputRef: RefCallBack) => ReactNode;
}

export function BoundField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  message,
  hint,
  render,
}: BoundFieldProps<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          {render(
            {
              value: field.value,
              onChange: field.onChange,
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: message(fieldState.error, hint),
            },
            field.ref,
          )}
        </>
      )}
    />
  );
}
