/**
 * The one shape of a form in a dialog: a title naming the dialog, the fields, the form's error
 * above them, and Cancel and the submit button below. Enter submits. While the form is being
 * sent the buttons wait and the dialog cannot be dismissed; on a refusal it stays open with
 * everything typed. Full screen on phones unless `compact`.
 *
 * `FormDialog` is the whole; a dialog that shows something else before its form (a loading
 * state) puts a `DialogForm` in a `DialogFrame` itself, so the dialog stays the same element.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface DialogFrameProps {
  /** Default true: for dialogs their parent mounts only while open. */
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Something is being sent: the dialog cannot be dismissed. */
  pending?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** Stays a dialog on phones (a short form). */
  compact?: boolean;
  children?: ReactNode;
}

export function DialogFrame({
  open = true,
  onClose,
  title,
  pending = false,
  maxWidth = 'sm',
  compact = false,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone && !compact}
      maxWidth={maxWidth}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

export interface DialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Cancel: closes the dialog. */
  onCancel: () => void;
  /** The form is being sent. */
  pending?: boolean;
  /** The form's one sentence of error (a refusal with no field to show it on). */
  error?: string | null | undefined;
  submitLabel: string;
  /** Default: "Cancel". */
  cancelLabel?: string;
  submitColor?: ButtonProps['color'];
  submitDisabled?: boolean;
  /** Shown above the error and the fields (an explanation, a stepper). */
  intro?: ReactNode;
  /** Replaces Cancel and the submit button (a wizard's own buttons). */
  actions?: ReactNode;
  children?: ReactNode;
}

export function DialogForm({
  onSubmit,
  onCancel,
  pending = false,
  error,
  submitLabel,
  cancelLabel,
  submitColor = 'primary',
  submitDisabled = false,
  intro,
  actions,
  children,
}: DialogFormProps) {
  const { t } = useTranslation('common');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSubmit(event);
  };
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} sx={{ minHeight: 0 }}>
      <DialogContent dividers>
        {intro}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        {actions ?? (
          <>
            <Button onClick={onCancel} color="inherit" disabled={pending}>
              {cancelLabel ?? t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={submitColor}
              loading={pending}
              disabled={submitDisabled}
            >
              {submitLabel}
            </Button>
          </>
        )}
      </DialogActions>
    </Stack>
  );
}

export type FormDialogProps = Omit<DialogFrameProps, 'children'> &
  Omit<DialogFormProps, 'onCancel'>;

export function FormDialog(props: FormDialogProps) {
  return (
    <DialogFrame {...props}>
      <DialogForm {...props} onCancel={props.onClose} />
    </DialogFrame>
  );
}
