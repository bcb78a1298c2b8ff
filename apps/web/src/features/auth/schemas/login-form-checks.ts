/**
 * The login form's checks (spec section 5), written by hand: the login page is every visitor's
 * first load, and a schema library would double what it downloads. Messages are keys of the
 * `errors` namespace; the form translates them.
 */
import { EMAIL_PATTERN } from '@/lib/validation.ts';

export const LOGIN_PASSWORD_MIN = 6;

export interface TLoginForm {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginField = 'email' | 'password';

/** The message key of one field's first failed check, or undefined when it passes. */
export function checkLoginField(field: LoginField, values: TLoginForm): string | undefined {
  if (field === 'email') {
    const email = values.email.trim();
    if (!email) return 'validation.emailRequired';
    return EMAIL_PATTERN.test(email) ? undefined : 'validation.emailInvalid';
  }
  if (!values.password) return 'validation.passwordRequired';
  return values.password.length < LOGIN_PASSWORD_MIN ? 'validation.passwordMin' : undefined;
}
