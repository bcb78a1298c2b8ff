/**
 * The signed-in user's e-mail address, password and signed-in devices: changing the address
 * (a code sent to the new one confirms it), changing the password (other devices are signed
 * out) and listing or revoking the user's sessions.
 */
import { z } from 'zod';
import { PASSWORD_MAX, ZEmailField, ZNewPasswordField } from '../auth/fields.ts';

export const EMAIL_CHANGE_CODE_TTL_MINUTES = 15;

export const ZRequestEmailChangeRequest = z
  .object({
    new_email: ZEmailField,
    password: z
      .string({ message: 'Password is required' })
      .min(1, { message: 'Password is required' })
      .max(PASSWORD_MAX, { message: 'Password is too long' }),
  })
  .meta({ id: 'RequestEmailChangeRequest' });
export type TRequestEmailChangeRequest = z.infer<typeof ZRequestEmailChangeRequest>;

export const ZRequestEmailChangeResponse = z
  .object({
    message: z.string(),
    new_email: z.string(),
    expires_minutes: z.number().int().positive(),
  })
  .meta({ id: 'RequestEmailChangeResponse' });
export type TRequestEmailChangeResponse = z.infer<typeof ZRequestEmailChangeResponse>;

export const ZConfirmEmailChangeRequest = z
  .object({
    code: z
      .string({ message: 'Enter the 6-digit code' })
      .trim()
      .regex(/^\d{6}$/, { message: 'Enter the 6-digit code' }),
  })
  .meta({ id: 'ConfirmEmailChangeRequest' });
export type TConfirmEmailChangeRequest = z.infer<typeof ZConfirmEmailChangeRequest>;

export const ZConfirmEmailChangeResponse = z
  .object({ message: z.string(), email: z.string() })
  .meta({ id: 'ConfirmEmailChangeResponse' });
export type TConfirmEmailChangeResponse = z.infer<typeof ZConfirmEmailChangeResponse>;

export const ZChangePasswordRequest = z
  .object({
    current_password: z
      .string({ message: 'Current password is required' })
      .min(1, { message: 'Current password is required' })
      .max(PASSWORD_MAX, { message: 'Password is too long' }),
    password: ZNewPasswordField,
    password_confirmation: z.string({ message: 'Passwords do not match' }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  })
  .meta({ id: 'ChangePasswordRequest' });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZChangePasswordResponse = z
  .object({
    message: z.string(),
    signed_out_sessions: z.number().int().nonnegative().describe('Other devices signed out'),
  })
  .meta({ id: 'ChangePasswordResponse' });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const ZProfileSession = z
  .object({
    id: z.uuid(),
    device_name: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime().nullable().describe('Null: lasts until signed out'),
    current: z.boolean().describe('The session making this call'),
  })
  .meta({ id: 'ProfileSession' });
export type TProfileSession = z.infer<typeof ZProfileSession>;

export const ZProfileSessionsResponse = z
  .object({ sessions: z.array(ZProfileSession) })
  .meta({ id: 'ProfileSessionsResponse' });
export type TProfileSessionsResponse = z.infer<typeof ZProfileSessionsResponse>;

export const ZProfileSessionParams = z.object({
  id: z.uuid({ message: 'Session not found' }),
});

export const ZRevokeSessionsResponse = z
  .object({ message: z.string(), revoked: z.number().int().nonnegative() })
  .meta({ id: 'RevokeSessionsResponse' });
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponse>;
