/**
 * The profile page's forms. Messages are keys of the `profile` namespace, translated by the
 * form. zod/mini keeps the page light; the contracts' limits are repeated here and a test keeps
 * both in step.
 */
import type {
  TChangePasswordRequest,
  TRequestEmailChangeRequest,
  TUpdateProfileRequest,
} from '@mainstay/contracts';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation.ts';

export const PROFILE_NAME_MAX = 100;
export const JOB_TITLE_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PHONE_PATTERN = /^\+?[0-9\s()-]+$/;
export const PASSWORD_MIN = 8;
export const PROFILE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export const ZEditProfileForm = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.nameRequired'),
      z.maxLength(PROFILE_NAME_MAX, 'validation.nameMax'),
    ),
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(USERNAME_MIN, 'validation.usernameMin'),
      z.maxLength(USERNAME_MAX, 'validation.usernameMax'),
      z.regex(USERNAME_PATTERN, 'validation.usernameChars'),
    ),
  phone: z.string().check(
    z.trim(),
    z.maxLength(32, 'validation.phoneInvalid'),
    z.refine(
      (value) => value === '' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)),
      'validation.phoneInvalid',
    ),
  ),
  job_title: z.string().check(z.trim(), z.maxLength(JOB_TITLE_MAX, 'validation.jobTitleMax')),
  language: z.enum(PROFILE_LANGUAGES),
});
export type TEditProfileForm = z.infer<typeof ZEditProfileForm>;

/** The PATCH body: an unchanged username is left out (older ones may predate today's rules). */
export function toUpdateRequest(
  values: TEditProfileForm,
  currentUsername: string | null,
): TUpdateProfileRequest {
  return {
    name: values.name,
    ...(values.username !== (currentUsername ?? '') ? { username: values.username } : {}),
    phone: values.phone,
    job_title: values.job_title,
    language: values.language,
  };
}

export const ZChangeEmailForm = z.object({
  new_email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.emailRequired'),
      z.regex(EMAIL_PATTERN, 'validation.emailInvalid'),
    ),
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
}) satisfies z.ZodMiniType<TRequestEmailChangeRequest>;
export type TChangeEmailForm = z.infer<typeof ZChangeEmailForm>;

export const ZEmailCodeForm = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'validation.codeInvalid')),
});
export type TEmailCodeForm = z.infer<typeof ZEmailCodeForm>;

export const ZChangePasswordForm = z
  .object({
    current_password: z.string().check(z.minLength(1, 'validation.currentPasswordRequired')),
    password: z.string().check(z.minLength(PASSWORD_MIN, 'validation.passwordMin')),
    password_confirmation: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.password_confirmation, {
      message: 'validation.passwordsMismatch',
      path: ['password_confirmation'],
    }),
  ) satisfies z.ZodMiniType<TChangePasswordRequest>;
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
