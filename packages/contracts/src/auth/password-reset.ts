/** Forgot and reset password (spec sections 5, 7 and 8). */
import { z } from 'zod';
import { ZNewPasswordField } from './fields.ts';
import { v } from '../validation.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

export const ZForgotPasswordRequest = z
  .object({
    email: z
      .string(v('auth.emailInvalid'))
      .trim()
      .toLowerCase()
      .pipe(z.email(v('auth.emailInvalid')).max(254)),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZForgotPasswordResponse = z
  .object({
    message: z
      .string()
      .describe("'If an account exists for this email, a reset link has been sent.'"),
  })
  .meta({ id: 'ForgotPasswordResponse' });
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

export const ZResetPasswordRequest = z
  .object({
    email: z
      .string(v('auth.emailInvalid'))
      .trim()
      .toLowerCase()
      .pipe(z.email(v('auth.emailInvalid')).max(254)),
    token: z
      .string(v('auth.resetLinkInvalid'))
      .min(1, v('auth.resetLinkInvalid'))
      .max(200, v('auth.resetLinkInvalid')),
    password: ZNewPasswordField,
    password_confirmation: z.string(v('common.passwordsMismatch')),
  })
  .refine((value) => value.password === value.password_confirmation, {
    ...v('common.passwordsMismatch'),
    path: ['password_confirmation'],
  })
  .meta({ id: 'ResetPasswordRequest' });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZResetPasswordResponse = z
  .object({ message: z.string().describe("'Password reset successfully'") })
  .meta({ id: 'ResetPasswordResponse' });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;
