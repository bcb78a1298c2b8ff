/**
 * Field rules the auth forms share (spec section 5), with the specification's messages (keys of
 * the validation namespace), so the server and the pages refuse the same input with the same words.
 */
import { z } from 'zod';
import { v } from '../validation.ts';

export const REGISTER_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const ZEmailField = z
  .string(v('common.emailInvalid'))
  .trim()
  .toLowerCase()
  .pipe(z.email(v('common.emailInvalid')).max(254));

/** A new password: registration, reset and accepting an invitation. */
export const ZNewPasswordField = z
  .string(v('common.passwordMin', { minimum: REGISTER_PASSWORD_MIN }))
  .min(REGISTER_PASSWORD_MIN, v('common.passwordMin'))
  .max(PASSWORD_MAX, v('common.passwordTooLong'));

export const ZUsernameField = z
  .string(v('common.usernameRequired'))
  .trim()
  .min(1, v('common.usernameRequired'))
  .max(60, v('common.usernameMax'));

export const ZUserIdField = z.uuid(v('common.userIdRequired'));

/**
 * The secret `register` returns, carried beside `user_id` by every following sign-up call, so a
 * user id alone can neither read nor take over a sign-up. Optional in the schema: a call without
 * it is refused by the server with 403 SIGN_UP_SECRET_INVALID, like a wrong one.
 */
export const ZSignUpSecretField = z
  .string()
  .max(128)
  .optional()
  .describe(
    'The sign_up_secret returned by register; a missing or wrong one answers 403 SIGN_UP_SECRET_INVALID',
  );

/** Digits, spaces, dashes, parentheses and an optional leading + (spec section 5). */
export const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;
export const PHONE_MAX = 32;

export const ZPhoneField = z
  .string()
  .trim()
  .max(PHONE_MAX, v('common.phoneInvalid'))
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)),
    v('common.phoneInvalid'),
  );

/** The message every auth call answers with. */
export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZSuccessResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'SuccessResponse' });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;
