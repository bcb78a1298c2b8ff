/**
 * The small form under a record's table that adds one row (a part, some time): its fields side
 * by side from a tablet up, and its submit button. `useAddRow` saves it: success is announced
 * and the form emptied; the server's field errors land under their fields, any other failure is
 * announced. It also gives the props every field of the row shares.
 */
import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldMessage } from '@/components/form';
import { applyServerErrors, errorMessage, type ServerFields } from '@/lib/form-errors.ts';
import { useNotify } from '@/lib/notifications.tsx';

export interface AddRowOptions<T extends FieldValues> {
  /** How the fields' messages read (the feature's own words). */
  message: FieldMessage;
  /** The form's fields a server field error may land on. */
  fields: ServerFields<T>;
  save: (values: T) => Promise<unknown>;
  /** Announced once the row is added. */
  done: string | ((values: T) => string);
  /** Announced when the failure is not about a field. */
  failed: string;
}

export interface AddRow<T extends FieldValues> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What every field of the row shares: spread it on each BoundTextField. */
  field: { control: Control<T>; message: FieldMessage; size: 'small' };
}

export function useAddRow<T extends FieldValues>(
  form: UseFormReturn<T>,
  { message, fields, save, done, failed }: AddRowOptions<T>,
): AddRow<T> {
  const notify = useNotify();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      notify.success(typeof done === 'string' ? done : done(values));
      form.reset();
    } catch (error) {
      const { placed } = applyServerErrors(error, form.setError, fields);
      if (!placed) notify.error(errorMessage(error, failed));
    }
  });
  return { onSubmit, field: { control: form.control, message, size: 'small' } };
}

export interface AddRowFormProps {
  /** The form's accessible name and its button's text. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  /** The grid's columns on a phone and from a tablet up, the button's last (on a phone it has a row of its own). */
  columns: { xs: string; sm: string };
  children: ReactNode;
}

export function AddRowForm({ label, onSubmit, pending, columns, children }: AddRowFormProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns, alignItems: 'start' }}
    >
      {children}
      <Button
        type="submit"
        variant="outlined"
        loading={pending}
        sx={{ minHeight: 40, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        {label}
      </Button>
    </Box>
  );
}
