/** Step 3: company details; success creates the organisation and moves to plan and payment. */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/lib/notifications.tsx';
import { useCompanyDetailsMutation } from '../../api/company-details.ts';
import { updateRegistration, useRegistration } from '../../registration/registration-store.ts';
import {
  INDUSTRIES,
  TEAM_SIZES,
  ZCompanyForm,
  type TCompanyForm,
} from '../../schemas/register-form-schemas.ts';
import { useFieldMessage } from '../form-helpers.ts';
import { useCountryOptions } from './countries.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';

const FIELDS = ['company_name', 'country', 'total_users', 'industry', 'phone'] as const;

export function CompanyStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useNotify();
  const message = useFieldMessage();
  const countries = useCountryOptions();
  const { userId } = useRegistration();
  const mutation = useCompanyDetailsMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<TCompanyForm>({
    resolver: zodResolver(ZCompanyForm),
    defaultValues: { company_name: '', country: '', total_users: '', industry: '', phone: '' },
    mode: 'onTouched',
  });

  const handleSave = handleSubmit(async (values) => {
    setFormError(null);
    if (!userId) return setFormError(t('errors:auth.userIdMissing'));
    try {
      await mutation.mutateAsync({
        user_id: userId,
        company_name: values.company_name,
        country: values.country,
        total_users: values.total_users as (typeof TEAM_SIZES)[number],
        industry: values.industry,
        phone: values.phone || null,
      });
      notify.success(t('common:success.companyDetailsUpdated'));
      updateRegistration({ step: 'payment' });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      const text = errorMessage(error, t('errors:auth.companyDetailsFailed'));
      setFormError(text);
      notify.error(text);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSave} spacing={2.5}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Controller
        name="company_name"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('register.company.name')}
            autoComplete="organization"
            autoFocus
            fullWidth
            required
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error)}
          />
        )}
      />
      <Controller
        name="country"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            options={countries}
            value={countries.find((country) => country.code === field.value) ?? null}
            onChange={(_event, option) => field.onChange(option?.code ?? '')}
            onBlur={field.onBlur}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.code === value.code}
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('register.company.country')}
                required
                error={Boolean(fieldState.error)}
                helperText={message(fieldState.error)}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country' },
                }}
              />
            )}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          name="total_users"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={t('register.company.teamSize')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error)}
            >
              {TEAM_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {t(`register.teamSizes.${size}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="industry"
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label={t('register.company.industry')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error)}
            >
              {INDUSTRIES.map((industry) => (
                <MenuItem key={industry} value={industry}>
                  {t(`register.industries.${industry}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      <Controller
        name="phone"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            label={t('register.company.phone')}
            type="tel"
            autoComplete="tel"
            fullWidth
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error)}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        {t('register.company.submit')}
      </Button>
    </Stack>
  );
}
