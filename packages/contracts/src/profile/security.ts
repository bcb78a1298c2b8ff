/**
 * The signed-in user's e-mail address, password and signed-in devices: changing the address
 * (a code sent to the new one confirms it), changing the password (other devices are signed
 * out) and listing or revoking the user's sessions.
 */
import { z } from 'zod';
import { PASSWORD_MAX, ZEmailField, ZNewPasswordField } from '../auth/fields.ts';
import { v } from '../validation.ts';

export const EMAIL_CHANGE_CODE_TTL_MINUTES = 15;

export const ZRequestEmailChangeRequest = z
  .object({
    new_email: ZEmailField,
    password: z
      .string(v('common.passwordRequired'))
      .min(1, v('common.passwordRequired'))
      .max(PASSWORD_MAX, v('common.passwordTooLong')),
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
      .string(v('profile.codeRequired'))
      .trim()
      .regex(/^\d{6}$/, v('profile.codeRequired')),
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
      .string(v('profile.currentPasswordRequired'))
      .min(1, v('profile.currentPasswordRequired'))
      .max(PASSWORD_MAX, v('common.passwordTooLong')),
    password: ZNewPasswordField,
    password_confirmation: z.string(v('common.passwordsMismatch')),
  })
  .refine((value) => value.password === value.password_confirmation, {
    ...v('common.passwordsMismatch'),
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
  id: z.uuid(v('profile.sessionNotFound')),
});

export const ZRevokeSessionsResponse = z
  .object({ message: z.string(), revoked: z.number().int().nonnegative() })
  .meta({ id: 'RevokeSessionsResponse' });
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponse>;
