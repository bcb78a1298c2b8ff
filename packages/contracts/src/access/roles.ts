/**
 * Roles of an organisation: the default ones (read-only, copyable) and custom ones edited in
 * the permission matrix. A rule is an (action, subject) pair of packages/permissions.
 */
import { ACTIONS, SUBJECTS } from '@mainstay/permissions';
import { z } from 'zod';
import { v } from '../validation.ts';

/** `:id` of a role, user or invitation. */
export const ZAccessIdParams = z.object({ id: z.uuid(v('common.invalidId')) });
export type TAccessIdParams = z.infer<typeof ZAccessIdParams>;

/** A rule a role may carry; anything else is refused with a field error. */
export const ZRoleRule = z.object({
  action: z.enum(ACTIONS, v('access.actionUnknown')),
  subject: z.enum([...SUBJECTS, 'all'], v('access.subjectUnknown')),
});
export type TRoleRule = z.infer<typeof ZRoleRule>;

export const ROLE_NAME_MAX = 80;
export const ROLE_DESCRIPTION_MAX = 500;
export const MAX_RULES_PER_ROLE = 200;

const ZRoleName = z
  .string(v('common.nameRequired'))
  .trim()
  .min(1, v('common.nameRequired'))
  .max(ROLE_NAME_MAX, v('common.nameMax'));
const ZRoleDescription = z.string().trim().max(ROLE_DESCRIPTION_MAX, v('access.descriptionMax'));
const ZRoleRules = z.array(ZRoleRule).max(MAX_RULES_PER_ROLE, v('access.rulesMax'));

export const ZRole = z
  .object({
    id: z.uuid(),
    key: z.string().nullable().describe('Key of a default role (e.g. "owner"); null when custom'),
    name: z.string(),
    description: z.string(),
    rules: z.array(ZRoleRule),
    is_system: z.boolean().describe('A default role: read-only, can be copied'),
    user_count: z.number().int().nonnegative().describe('How many people hold the role'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Role' });
export type TRole = z.infer<typeof ZRole>;

export const ZRoleListResponse = z.object({ data: z.array(ZRole) }).meta({ id: 'RoleList' });
export type TRoleListResponse = z.infer<typeof ZRoleListResponse>;

export const ZCreateRoleRequest = z
  .object({
    name: ZRoleName,
    description: ZRoleDescription.default(''),
    rules: ZRoleRules.optional().describe('Required unless copy_from is given'),
    copy_from: z
      .uuid(v('common.invalidRoleId'))
      .optional()
      .describe('Role to copy: its rules (and description) are used when not given'),
  })
  .meta({ id: 'CreateRoleRequest' });
export type TCreateRoleRequest = z.input<typeof ZCreateRoleRequest>;

export const ZUpdateRoleRequest = z
  .object({
    name: ZRoleName.optional(),
    description: ZRoleDescription.optional(),
    rules: ZRoleRules.optional(),
  })
  .meta({ id: 'UpdateRoleRequest' });
export type TUpdateRoleRequest = z.infer<typeof ZUpdateRoleRequest>;
