/** A password input with a show/hide button, labelled for assistive technology. */
import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/form/index.ts';

export type PasswordFieldProps = Omit<OutlinedTextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <OutlinedTextField
      fullWidth
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            onClick={() => setShown((value) => !value)}
            aria-label={t(shown ? 'password.hide' : 'password.show', { field: props.label })}
            aria-pressed={shown}
          >
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
