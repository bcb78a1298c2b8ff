/**
 * A labelled outlined text input with helper or error text. It is what MUI's TextField renders
 * for the outlined variant, built from the parts directly: TextField always bundles Select,
 * Menu, Popover and Modal, which first-load pages such as login should not download. An e-mail
 * address or phone number is typed left to right in every language.
 */
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { isLtrInputType } from '@/lib/bidi.tsx';

export interface OutlinedTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'notched'> {
  label: string;
  /** Shown under the input; announced with it (aria-describedby). */
  helperText?: ReactNode;
}

export function OutlinedTextField({
  label,
  helperText,
  error,
  required,
  fullWidth,
  size,
  id,
  disabled,
  ...input
}: OutlinedTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl
      variant="outlined"
      error={error}
      required={required}
      fullWidth={fullWidth}
      size={size}
      disabled={disabled}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
        inputProps={
          isLtrInputType(input.type) ? { dir: 'ltr', ...input.inputProps } : input.inputProps
        }
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
