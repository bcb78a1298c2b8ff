/**
 * Pieces the profile's dialogs share: a text field bound to react-hook-form (with a show/hide
 * button for passwords) and a dialog that turns full-screen on phones.
 */
import { useCallback, useState, type FormEventHandler, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Controller,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/form/index.ts';

/** Helper text for a field: its translated error (server messages as sent), else a space. */
export function useFieldMessage(): (error: FieldError | undefined) => string {
  const { t } = useTranslation('profile');
  return useCallback(
    (error) =>
      error?.message ? (error.type === 'server' ? error.message : t(error.message)) : ' ',
    [t],
  );
}

function PasswordAdornment({
  shown,
  label,
  onToggle,
}: {
  shown: boolean;
  label: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <InputAdornment position="end">
      <IconButton
        edge="end"
        onClick={onToggle}
        aria-label={t(shown ? 'visibility.hide' : 'visibility.show', { field: label })}
        aria-pressed={shown}
      >
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
}

export type FormFieldProps<T extends FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'
> & {
  name: Path<T>;
  control: Control<T>;
  password?: boolean;
  /** Shown under the field when it has no error. */
  hint?: string;
};

export function FormField<T extends FieldValues>({
  name,
  control,
  password = false,
  hint,
  ...props
}: FormFieldProps<T>) {
  const message = useFieldMessage();
  const [shown, setShown] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <OutlinedTextField
          fullWidth
          {...props}
          {...field}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error || !hint ? message(fieldState.error) : hint}
          {...(password
            ? {
                type: shown ? 'text' : 'password',
                endAdornment: (
                  <PasswordAdornment
                    shown={shown}
                    label={props.label}
                    onToggle={() => setShown((value) => !value)}
                  />
                ),
              }
            : {})}
        />
      )}
    />
  );
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  submitting?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
  /** Extra buttons before Cancel. */
  extraActions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** A dialog holding one form; full-screen on phones, and never closed mid-save. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  children,
  extraActions,
  maxWidth = 'sm',
}: FormDialogProps) {
  const { t } = useTranslation('profile');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `profile-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {extraActions}
          <Button onClick={onClose} disabled={submitting}>
            {t('actions.cancel')}
          </Button>
          {onSubmit ? (
            <Button
              type="submit"
              variant="contained"
              loading={submitting}
              disabled={submitDisabled}
            >
              {submitLabel ?? t('actions.save')}
            </Button>
          ) : null}
        </DialogActions>
      </form>
    </Dialog>
  );
}
