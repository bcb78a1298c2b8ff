/**
 * The login form (spec section 5). Messages are i18n keys of the `errors` namespace; the form
 * translates them. zod/mini keeps the login page light.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation.ts';

export const LOGIN_PASSWORD_MIN = 6;

export const ZLoginForm = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.emailRequired'),
      z.regex(EMAIL_PATTERN, 'validation.emailInvalid'),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.passwordRequired'),
      z.minLength(LOGIN_PASSWORD_MIN, 'validation.passwordMin'),
    ),
  remember: z.boolean(),
});

export type TLoginForm = z.infer<typeof ZLoginForm>;
