/**
 * The sign-in form: e-mail, password (with show/hide), remember me. Client checks per spec
 * section 5 (a field is checked when left, then as it changes; all of them on submit); server
 * field errors land on their fields, other failures in an alert above. Plain state rather than
 * a form library (and no query client): this is every visitor's first page, and what it
 * downloads is kept small. For the same reason what only a failed sign-in needs (the alert,
 * the wording of the server's error codes) is fetched when one fails.
 */
import { lazy, Suspense, useState, type ChangeEvent, type FormEvent } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '@/components/form/outlined-text-field.tsx';
import { PageLink } from '@/components/layout/page-link.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-client.ts';
import { DEVICE_NAME, login, startSession, type LoginResponse } from '../api/login.ts';
import { checkLoginField, type LoginField, type TLoginForm } from '../schemas/login-form-checks.ts';

export interface LoginFormProps {
  /** Called after the session has been stored. */
  onSuccess?: (result: LoginResponse) => void;
  /** Initial values, e.g. a demo account chosen on the login page (remount with a new key). */
  defaultValues?: Partial<Pick<TLoginForm, 'email' | 'password'>>;
}

/** A client message is a key of the `errors` namespace; a server message is shown as sent. */
interface FieldError {
  message: string;
  server?: boolean;
}

const FIELDS: readonly LoginField[] = ['email', 'password'];

const Alert = lazy(() => import('@mui/material/Alert'));

export function LoginForm({ onSuccess, defaultValues }: LoginFormProps) {
  // Its messages come from `errors`, fetched right after start-up (lib/i18n.ts), long before
  // the form is sent or a field left: waiting for them would delay every visitor's first page.
  const { t } = useTranslation('pages');
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<TLoginForm>({
    email: '',
    password: '',
    remember: false,
    ...defaultValues,
  });
  const [errors, setErrors] = useState<Partial<Record<LoginField, FieldError>>>({});
  // Checked as they change once left (or once the form was submitted).
  const [live, setLive] = useState<Partial<Record<LoginField, boolean>>>({});
  const [pending, setPending] = useState(false);

  const check = (field: LoginField, next: TLoginForm) => {
    const key = checkLoginField(field, next);
    setErrors((current) => ({ ...current, [field]: key ? { message: key } : undefined }));
  };

  const fieldProps = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (live[field]) check(field, next);
    },
    onBlur: () => {
      setLive((current) => ({ ...current, [field]: true }));
      check(field, values);
    },
    error: Boolean(errors[field]),
    helperText: message(errors[field]),
  });

  function message(error: FieldError | undefined) {
    if (!error) return ' ';
    return error.server ? error.message : t(`errors:${error.message}`);
  }

  const handleLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focus = (field: LoginField) => {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLElement) input.focus();
    };
    setLive({ email: true, password: true });
    const found = Object.fromEntries(
      FIELDS.map((field) => [field, checkLoginField(field, values)] as const),
    );
    const invalid = FIELDS.filter((field) => found[field]);
    setErrors(Object.fromEntries(invalid.map((field) => [field, { message: found[field] }])));
    if (invalid[0]) {
      focus(invalid[0]);
      return;
    }
    setFormError(null);
    setPending(true);
    try {
      const result = await login({
        ...values,
        email: values.email.trim(),
        device_name: DEVICE_NAME,
      });
      startSession(result);
      onSuccess?.(result);
    } catch (error) {
      const { applyFieldErrors, errorMessage } = await import('@/lib/form-errors.ts');
      const offline = isApiError(error) && error.code === 'NETWORK_ERROR';
      setFormError(
        offline ? t('errors:network') : errorMessage(error, t('errors:auth.loginFailed')),
      );
      let focused = false;
      applyFieldErrors(error, (key, text) => {
        const field = FIELDS.find((name) => name === key);
        if (!field) return false;
        setErrors((current) => ({ ...current, [field]: { message: text, server: true } }));
        if (!focused) focus(field);
        focused = true;
        return true;
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={handleLogin} spacing={2.5}>
      {formError ? (
        <Suspense fallback={null}>
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        </Suspense>
      ) : null}
      <OutlinedTextField
        {...fieldProps('email')}
        label={t('login.email')}
        type="email"
        autoComplete="email"
        autoFocus
        fullWidth
        required
      />
      <OutlinedTextField
        {...fieldProps('password')}
        label={t('login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        fullWidth
        required
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
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <FormControlLabel
          control={
            <Checkbox
              name="remember"
              checked={values.remember}
              onChange={(event) => setValues({ ...values, remember: event.target.checked })}
            />
          }
          label={t('login.remember')}
        />
        <PageLink to={paths.auth.forgotPassword} variant="body2">
          {t('login.forgotPassword')}
        </PageLink>
      </Stack>
      <Button type="submit" variant="contained" size="large" fullWidth loading={pending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
