/**
 * "Edit profile": name, username, phone, job title and language. A new language also switches
 * the app's language; the signed-in user is refreshed so the account menu follows.
 */
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TProfile } from '@mainstay/contracts';
import { isLanguageCode, LANGUAGES } from '@mainstay/i18n';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/i18n.ts';
import { useNotify } from '@/lib/notifications.tsx';
import { useUpdateProfileMutation } from '../api/profile.ts';
import {
  toUpdateRequest,
  ZEditProfileForm,
  type TEditProfileForm,
} from '../schemas/profile-forms.ts';
import { FormDialog, FormField } from './form-parts.tsx';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const FIELDS = ['name', 'username', 'phone', 'job_title', 'language'] as const;

function formValues(profile: TProfile): TEditProfileForm {
  return {
    name: profile.name,
    username: profile.username ?? '',
    phone: profile.phone ?? '',
    job_title: profile.job_title ?? '',
    language: isLanguageCode(profile.language) ? profile.language : 'en',
  };
}

export interface EditProfileDialogProps {
  open: boolean;
  profile: TProfile;
  onClose: () => void;
}

export function EditProfileDialog({ open, profile, onClose }: EditProfileDialogProps) {
  const { t, i18n } = useTranslation('profile');
  const notify = useNotify();
  const mutation = useUpdateProfileMutation();
  const { control, handleSubmit, reset, setError } = useForm<TEditProfileForm>({
    resolver: zodResolver(ZEditProfileForm),
    defaultValues: formValues(profile),
    mode: 'onTouched',
  });

  // Each opening starts from what is saved.
  useEffect(() => {
    if (open) reset(formValues(profile));
  }, [open, profile, reset]);

  const handleSave = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(toUpdateRequest(values, profile.username));
      notify.success(t('details.saved'));
      onClose();
      if (isLanguageCode(saved.language) && saved.language !== i18n.language) {
        await changeLanguage(saved.language);
      }
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      notify.error(errorMessage(error, t('errors.generic')));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('details.editTitle')}
      onClose={onClose}
      onSubmit={handleSave}
      submitting={mutation.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <FormField
          name="name"
          control={control}
          label={t('fields.name')}
          autoComplete="name"
          required
        />
        <FormField
          name="username"
          control={control}
          label={t('fields.username')}
          autoComplete="username"
          hint={t('fields.usernameHint')}
          required
        />
        <FormField
          name="phone"
          control={control}
          label={t('fields.phone')}
          autoComplete="tel"
          type="tel"
          inputProps={{ dir: 'ltr' }}
        />
        <FormField
          name="job_title"
          control={control}
          label={t('fields.jobTitle')}
          autoComplete="organization-title"
        />
        <Controller
          name="language"
          control={control}
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={t('fields.language')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              helperText={t('fields.languageHint')}
            >
              {LANGUAGES.map((language) => (
                <MenuItem key={language.code} value={language.code} lang={language.code}>
                  {language.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
