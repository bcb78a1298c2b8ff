/**
 * Field rules the auth forms share (spec section 5), with the specification's English messages,
 * so the server and the pages refuse the same input with the same words.
 */
import { z } from 'zod';

export const REGISTER_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const ZEmailField = z
  .string({ message: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }).max(254));

/** A new password: registration, reset and accepting an invitation. */
export const ZNewPasswordField = z
  .string({ message: 'Password must be at least 8 characters' })
  .min(REGISTER_PASSWORD_MIN, { message: 'Password must be at least 8 characters' })
  .max(PASSWORD_MAX, { message: 'Password is too long' });

export const ZUsernameField = z
  .string({ message: 'Username is required' })
  .trim()
  .min(1, { message: 'Username is required' })
  .max(60, { message: 'Username must be at most 60 characters' });

export const ZUserIdField = z.uuid({ message: 'A valid user id is required' });

/** Digits, spaces, dashes, parentheses and an optional leading + (spec section 5). */
export const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;

export const ZPhoneField = z
  .string()
  .trim()
  .max(32, { message: 'Please enter a valid phone number' })
  .refine((value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), {
    message: 'Please enter a valid phone number',
  });

/** The message every auth call answers with. */
export const ZMessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZSuccessResponse = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'SuccessResponse' });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;
