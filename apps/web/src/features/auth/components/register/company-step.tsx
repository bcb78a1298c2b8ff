/** Step 3: company details; success creates the organisation and moves to plan and payment. */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BoundField, fieldsOf } from '@/components/form/index.ts';
import { useJourneyNotify } from '@/lib/notifications.tsx';
import { useCompanyDetailsMutation } from '../../api/company-details.ts';
import {
  SIGN_UP_JOURNEY,
  updateRegistration,
  useRegistration,
} from '../../registration/registration-store.ts';
import { INDUSTRIES, TEAM_SIZES, ZCompanyForm } from '../../schemas/register-form-schemas.ts';
import { useFieldMessage } from '../form-helpers.ts';
import { FormTextField } from '../form-text-field.tsx';
import { useCountryOptions } from './countries.ts';
import { AuthForm, useAuthForm } from '../auth-form.tsx';

const FIELDS = ['company_name', 'country', 'total_users', 'industry', 'phone'] as const;

export function CompanyStep() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const notify = useJourneyNotify(SIGN_UP_JOURNEY);
  const message = useFieldMessage();
  const countries = useCountryOptions();
  const { userId, secret } = useRegistration();
  const mutation = useCompanyDetailsMutation();
  const form = useAuthForm({
    schema: ZCompanyForm,
    defaultValues: { company_name: '', country: '', total_users: '', industry: '', phone: '' },
    serverFields: FIELDS,
    failure: t('errors:auth.companyDetailsFailed'),
    onValid: async (values, { refuse }) => {
      if (!userId || !secret) return refuse(t('errors:auth.userIdMissing'));
      await mutation.mutateAsync({
        user_id: userId,
        sign_up_secret: secret,
        company_name: values.company_name,
        country: values.country,
        total_users: values.total_users as (typeof TEAM_SIZES)[number],
        industry: values.industry,
        phone: values.phone || null,
      });
      notify.success(t('common:success.companyDetailsUpdated'));
      updateRegistration({ step: 'payment' });
    },
  });
  const { control } = form;
  const { select } = fieldsOf(control, message);

  return (
    <AuthForm form={form}>
      <FormTextField
        name="company_name"
        control={control}
        label={t('register.company.name')}
        autoComplete="organization"
        autoFocus
        fullWidth
        required
      />
      <BoundField
        control={control}
        name="country"
        message={message}
        render={(field, inputRef) => (
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
                inputRef={inputRef}
                label={t('register.company.country')}
                required
                error={field.error}
                helperText={field.helperText}
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
        {select('total_users', t('register.company.teamSize'), TEAM_SIZES, {
          required: true,
          optionLabel: (size) => t(`register.teamSizes.${size}`),
        })}
        {select('industry', t('register.company.industry'), INDUSTRIES, {
          required: true,
          optionLabel: (industry) => t(`register.industries.${industry}`),
        })}
      </Box>
      <FormTextField
        name="phone"
        control={control}
        label={t('register.company.phone')}
        type="tel"
        autoComplete="tel"
        fullWidth
        inputProps={{ dir: 'ltr' }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={form.dialog.pending}
      >
        {t('register.company.submit')}
      </Button>
    </AuthForm>
  );
}
