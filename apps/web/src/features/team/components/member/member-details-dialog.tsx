/** Editing a member's phone, job title and skills (needs write on team). */
import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TTeamMemberDetail } from '@mainstay/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateMemberMutation } from '../../api/update-member.ts';
import { ZMemberForm, type TMemberForm } from '../../schemas/member-form-schema.ts';
import { useFieldMessage } from '../form/form-helpers.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const SKILL_SUGGESTIONS = [
  'HVAC',
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Fire safety',
  'Refrigeration',
];
const FIELDS = ['phone', 'job_title', 'skills'] as const;

const valuesOf = (member: TTeamMemberDetail): TMemberForm => ({
  phone: member.phone ?? '',
  job_title: member.job_title ?? '',
  skills: member.skills,
});

export function MemberDetailsDialog({
  member,
  open,
  onClose,
}: {
  member: TTeamMemberDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const message = useFieldMessage();
  const titleId = useId();
  const mutation = useUpdateMemberMutation(member.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TMemberForm>({
    resolver: zodResolver(ZMemberForm),
    defaultValues: valuesOf(member),
  });

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({
        phone: values.phone.trim() || null,
        job_title: values.job_title.trim() || null,
        skills: values.skills,
      });
      notify.success(t('member.saved'));
      onClose();
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, (key) =>
        FIELDS.find((name) => key === name || key.startsWith(`${name}.`)),
      );
      if (!placed) setFormError(errorMessage(error, t('member.saveFailed')));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Box component="form" noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>{t('member.editTitle', { name: member.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <FormTextField
              control={control}
              name="job_title"
              label={t('member.jobTitle')}
              autoFocus
            />
            <FormTextField control={control} name="phone" type="tel" label={t('member.phone')} />
            <Controller
              name="skills"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  freeSolo
                  options={SKILL_SUGGESTIONS}
                  value={field.value}
                  onChange={(_event, value) =>
                    field.onChange(value.map((item) => item.trim()).filter(Boolean))
                  }
                  onBlur={field.onBlur}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('member.skills')}
                      error={Boolean(fieldState.error)}
                      helperText={message(fieldState.error, t('member.skillsHint'))}
                    />
                  )}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={mutation.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={mutation.isPending}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
