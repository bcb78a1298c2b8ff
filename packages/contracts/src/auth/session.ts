/**
 * Signing in and out, and the signed-in user (spec section 7: login, logout, me). Field names
 * are the specification's; validation messages are those of spec section 5.
 */
import { ACTIONS, SUBJECTS } from '@mainstay/permissions';
import { z } from 'zod';
import { ZEmailField } from './fields.ts';
import { v } from '../validation.ts';

export const LOGIN_PASSWORD_MIN = 6;

export const ZLoginRequest = z
  .object({
    email: ZEmailField,
    password: z
      .string(v('common.passwordRequired'))
      .min(LOGIN_PASSWORD_MIN, v('common.passwordMin'))
      .max(1024, v('common.passwordTooLong')),
    device_name: z.string().trim().min(1).max(120).default('Mainstay web'),
    remember: z.boolean().default(false),
  })
  .meta({ id: 'LoginRequest' });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZPermissionRule = z
  .object({ action: z.enum(ACTIONS), subject: z.enum([...SUBJECTS, 'all']) })
  .meta({ id: 'PermissionRule' });

/** The organisation as the signed-in user sees it, with its branding. */
export const ZSessionEntity = z
  .object({
    id: z.uuid(),
    name: z.string(),
    primary_color: z.string(),
    highlight_color: z.string(),
    logo: z.string().nullable(),
  })
  .meta({ id: 'SessionEntity' });

export const ZSessionUser = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    language: z.string(),
    avatar: z.string().nullable(),
    roles: z.array(z.string()).describe('Names of the roles the user holds'),
    permissions: z.array(ZPermissionRule).describe('Union of the rules of the user\u2019s roles'),
    entity: ZSessionEntity.nullable().describe(
      'The organisation, or null while the user has not entered company details yet',
    ),
  })
  .meta({ id: 'SessionUser' });
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z
  .object({ token: z.string(), user: ZSessionUser })
  .meta({ id: 'LoginResponse' });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZMeResponse = z.object({ user: ZSessionUser }).meta({ id: 'MeResponse' });
export type TMeResponse = z.infer<typeof ZMeResponse>;

export const ZLogoutResponse = z.object({ message: z.string() }).meta({ id: 'LogoutResponse' });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;
