/**
 * The sign-in form: e-mail, password (with show/hide), remember me. Client checks per spec
 * section 5; server field errors land on their fields, other failures in an alert above.
 */
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BoundOutlinedField, OutlinedTextField } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { applyServerErrors, errorMessage } from '@/lib/form-errors.ts';
import { DEVICE_NAME, useLoginMutation, type LoginResponse } from '../api/login.ts';
import { ZLoginForm, type TLoginForm } from '../schemas/login-form-schema.ts';

export interface LoginFormProps {
  /** Called after the session has been stored. */
  onSuccess?: (result: LoginResponse) => void;
  /** Initial values, e.g. a demo account chosen on the login page (remount with a new key). */
  defaultValues?: Partial<Pick<TLoginForm, 'email' | 'password'>>;
}

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ onSuccess, defaultValues }: LoginFormProps) {
  const { t } = useTranslation(['pages', 'errors']);
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useLoginMutation();
  const { control, handleSubmit, setError } = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '', remember: false, ...defaultValues },
    mode: 'onTouched',
  });

  // Client messages are translation keys; messages from the server are shown as sent.
  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(`errors:${error.message}`)) : ' ';

  const handleLogin = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await mutation.mutateAsync({ ...values, device_name: DEVICE_NAME });
      onSuccess?.(result);
    } catch (error) {
      const offline = isApiError(error) && error.code === 'NETWORK_ERROR';
      setFormError(
        offline ? t('errors:network') : errorMessage(error, t('errors:auth.loginFailed')),
      );
      applyServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleLogin} spacing={2.5}>
      {formError ? (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      ) : null}
      <BoundOutlinedField
        name="email"
        control={control}
        message={message}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        required
      />
      <Controller
        name="password"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <OutlinedTextField
            {...field}
            inputRef={ref}
            label={t('login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            fullWidth
            required
            error={Boolean(fieldState.error)}
            helperText={message(fieldState.error)}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                  aria-pressed={showPassword}
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
        )}
      />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Controller
          name="remember"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              }
              label={t('login.remember')}
            />
          )}
        />
        <Link component={RouterLink} to={paths.auth.forgotPassword} variant="body2">
          {t('login.forgotPassword')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
