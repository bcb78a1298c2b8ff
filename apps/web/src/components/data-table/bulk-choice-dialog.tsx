/**
 * The small dialog of a bulk action that needs a choice first (a status, where to move, whom
 * to assign): its fields, Cancel, and the button that applies it to the selected rows.
 */
import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from './filter-controls.tsx';

/** What the page gives each bulk choice dialog. */
export interface BulkChoiceProps<V> {
  open: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (value: V) => void;
}

export interface BulkChoiceDialogProps {
  open: boolean;
  title: string;
  applyLabel: string;
  loading: boolean;
  disabled?: boolean;
  onClose: () => void;
  onApply: () => void;
  children: ReactNode;
}

export function BulkChoiceDialog({
  open,
  title,
  applyLabel,
  loading,
  disabled = false,
  onClose,
  onApply,
  children,
}: BulkChoiceDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('dataTable.confirm.cancel')}
        </Button>
        <Button variant="contained" loading={loading} disabled={disabled} onClick={onApply}>
          {applyLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface ChoiceFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly FilterOption[];
  onChange: (value: V) => void;
  /** Offers "no choice" (the empty value) first, worded so. */
  noneLabel?: string;
  required?: boolean;
  disabled?: boolean;
}

/** One choice among options, in a bulk choice dialog. */
export function ChoiceField<V extends string>({
  label,
  value,
  options,
  onChange,
  noneLabel,
  required,
  disabled,
}: ChoiceFieldProps<V>) {
  return (
    <TextField
      select
      fullWidth
      required={required}
      disabled={disabled}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      slotProps={
        noneLabel === undefined
          ? undefined
          : { select: { displayEmpty: true }, inputLabel: { shrink: true } }
      }
    >
      {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ ps: 2 + (option.depth ?? 0) * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
