/**
 * The signed-in user's own profile (GET/PATCH /v1/profile) and the images that belong to it
 * (avatar and signature, uploaded as multipart and handed back as signed links).
 */
import { z } from 'zod';
import { ZAssignedRoleRef } from '../access/users.ts';
import { ZPhoneField } from '../auth/fields.ts';
import { ZFileLink } from '../files/files.ts';
import { v } from '../validation.ts';

export const PROFILE_LANGUAGES = ['en', 'fr', 'ar'] as const;
export const PROFILE_NAME_MAX = 100;
export const JOB_TITLE_MAX = 100;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Letters, digits, dots, underscores and dashes. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const ZProfile = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    job_title: z.string().nullable(),
    language: z.string(),
    avatar: ZFileLink.nullable(),
    signature: ZFileLink.nullable().describe('PNG printed beside the user on job sheets'),
    roles: z
      .array(ZAssignedRoleRef)
      .describe('The roles the user holds, sorted by name; a default role has its key'),
    organisation_name: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Profile' });
export type TProfile = z.infer<typeof ZProfile>;

/** An optional text that an empty entry clears (stored as null); `tooLong` is its message's key. */
const clearable = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, v(tooLong))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

export const ZUpdateProfileRequest = z
  .object({
    name: z
      .string(v('common.nameRequired'))
      .trim()
      .min(1, v('common.nameRequired'))
      .max(PROFILE_NAME_MAX, v('common.nameMax')),
    username: z
      .string(v('common.usernameRequired'))
      .trim()
      .min(USERNAME_MIN, v('common.usernameMin'))
      .max(USERNAME_MAX, v('common.usernameMax'))
      .regex(USERNAME_PATTERN, v('profile.usernameCharacters'))
      .optional(),
    phone: ZPhoneField.transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    job_title: clearable(JOB_TITLE_MAX, 'common.jobTitleMax'),
    language: z.enum(PROFILE_LANGUAGES, v('profile.languageRequired')).optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type TUpdateProfileValues = z.output<typeof ZUpdateProfileRequest>;
