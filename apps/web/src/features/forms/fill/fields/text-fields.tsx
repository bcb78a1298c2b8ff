/**
 * The fields answered by typing: short and long text, a date (with its time when asked), a time
 * of day. Typed text is sent after a short pause; an emptied field clears its answer.
 */
import TextField from '@mui/material/TextField';
import { fromLocalInput, toLocalInput } from '../../lib/format.ts';
import { useFieldContext } from '../field-context.tsx';
import type { FieldOf, FieldProps } from './field-props.ts';

/** The label, help and error every typed field shows the same way. */
export function useTextFieldProps(field: FieldProps['field'], error: string | undefined) {
  const { readOnly } = useFieldContext();
  return {
    label: field.label,
    required: field.required,
    fullWidth: true,
    error: Boolean(error),
    helperText: error ?? (field.help || undefined),
    slotProps: { htmlInput: { readOnly, dir: 'auto' }, inputLabel: { shrink: true } },
  } as const;
}

export function TextAnswerField({
  field,
  value,
  onChange,
  error,
}: FieldProps<FieldOf<'short_text' | 'long_text'>>) {
  const common = useTextFieldProps(field, error);
  const long = field.type === 'long_text';
  return (
    <TextField
      {...common}
      multiline={long}
      minRows={long ? 3 : undefined}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value || null, { debounce: true })}
      slotProps={{
        ...common.slotProps,
        htmlInput: { ...common.slotProps.htmlInput, maxLength: field.max_length },
      }}
    />
  );
}

export function DateAnswerField({ field, value, onChange, error }: FieldProps<FieldOf<'date'>>) {
  const common = useTextFieldProps(field, error);
  const text = typeof value === 'string' ? value : '';
  return (
    <TextField
      {...common}
      type={field.with_time ? 'datetime-local' : 'date'}
      value={field.with_time ? (text ? toLocalInput(text) : '') : text}
      onChange={(event) =>
        onChange(field.with_time ? fromLocalInput(event.target.value) : event.target.value || null)
      }
      slotProps={{ ...common.slotProps, htmlInput: { ...common.slotProps.htmlInput, dir: 'ltr' } }}
    />
  );
}

export function TimeAnswerField({ field, value, onChange, error }: FieldProps<FieldOf<'time'>>) {
  const common = useTextFieldProps(field, error);
  return (
    <TextField
      {...common}
      type="time"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value.slice(0, 5) || null)}
      slotProps={{ ...common.slotProps, htmlInput: { ...common.slotProps.htmlInput, dir: 'ltr' } }}
    />
  );
}
