/**
 * Forgot-password, reset-password and accept-invitation forms (spec section 5). Messages are
 * translation keys (namespace-qualified); zod/mini keeps these public pages light.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation.ts';
import { REGISTER_PASSWORD_MIN } from './register-form-schemas.ts';

export const ZForgotPasswordForm = z.object({
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, 'auth:validation.emailInvalidShort')),
});
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;

const password = z
  .string()
  .check(z.minLength(REGISTER_PASSWORD_MIN, 'auth:validation.passwordMin8'));

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

const passwordsMatch = z.refine<PasswordPair>(
  (value) => value.password === value.password_confirmation,
  { message: 'auth:validation.passwordsMismatch', path: ['password_confirmation'] },
);

export const ZResetPasswordForm = z
  .object({ password, password_confirmation: z.string() })
  .check(passwordsMatch);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZAcceptInvitationForm = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, 'auth:validation.nameRequired')),
    username: z.string().check(z.trim(), z.minLength(1, 'auth:validation.usernameRequired')),
    password,
    password_confirmation: z.string(),
  })
  .check(passwordsMatch);
export type TAcceptInvitationForm = z.infer<typeof ZAcceptInvitationForm>;
