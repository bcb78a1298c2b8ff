/**
 * The leave dialog: from, to, type and note, and whose leave when the user may record it for
 * others. Nothing typed is lost when the server refuses (e.g. overlapping leave): the dialog
 * stays open with the message.
 */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAVE_TYPE_VALUES } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useCreateLeaveMutation } from '../../api/leave.ts';
import { ZLeaveForm, type TLeaveForm } from '../../schemas/leave-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { MemberPicker, type MemberOption } from '../form/member-picker.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

export interface LeaveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The person is fixed (a member's page); otherwise it is the user, or chosen when allowed. */
  member?: MemberOption;
  /** Show the person selector (the user may record leave for others). */
  canChoosePerson?: boolean;
}

const EMPTY: TLeaveForm = { person: null, starts_on: '', ends_on: '', type: 'annual', note: '' };
const FORM_FIELDS = ['starts_on', 'ends_on', 'type', 'note'] as const;

export function LeaveDialog({ open, onClose, member, canChoosePerson = false }: LeaveDialogProps) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const mutation = useCreateLeaveMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<TLeaveForm>({
    resolver: zodResolver(ZLeaveForm),
    defaultValues: { ...EMPTY, person: member ?? null },
    mode: 'onTouched',
  });

  const closeAndReset = () => {
    setFormError(null);
    reset({ ...EMPTY, person: member ?? null });
    onClose();
  };
  const handleClose = () => {
    if (!mutation.isPending) closeAndReset();
  };

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    const userId = member?.id ?? values.person?.id;
    try {
      await mutation.mutateAsync({
        ...(userId ? { user_id: userId } : {}),
        starts_on: values.starts_on,
        ends_on: values.ends_on,
        type: values.type,
        note: values.note.trim(),
      });
      notify.success(t('leave.recorded'));
      closeAndReset();
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, (key) =>
        key === 'user_id' ? 'person' : FORM_FIELDS.find((name) => name === key),
      );
      if (!placed) setFormError(errorMessage(error, t('leave.saveFailed')));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>
          {member ? t('leaveDialog.titleFor', { name: member.name }) : t('leaveDialog.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {canChoosePerson && !member ? (
              <Controller
                name="person"
                control={control}
                render={({ field, fieldState }) => (
                  <MemberPicker
                    label={t('leaveDialog.person')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(fieldState.error)}
                    helperText={message(fieldState.error, t('leaveDialog.personHint'))}
                  />
                )}
              />
            ) : null}
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <FormTextField
                control={control}
                name="starts_on"
                type="date"
                label={t('leaveDialog.from')}
                required
              />
              <FormTextField
                control={control}
                name="ends_on"
                type="date"
                label={t('leaveDialog.to')}
                required
              />
            </Box>
            <FormTextField control={control} name="type" select label={t('leaveDialog.type')}>
              {LEAVE_TYPE_VALUES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`leaveTypes.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="note"
              label={t('leaveDialog.note')}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={handleClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('leaveDialog.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
