/** The organisation's people as administrators manage them: list, roles, scope, status. */
import { z } from 'zod';
import { ZPageQuery, paginated } from '../files/files.ts';
import { v } from '../validation.ts';

export const ORGANISATION_USER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export const ZOrganisationUserStatus = z.enum(ORGANISATION_USER_STATUSES, v('common.statusOneOf'));
export type TOrganisationUserStatus = z.infer<typeof ZOrganisationUserStatus>;

export const ZOrganisationUserListQuery = ZPageQuery.extend({
  search: z
    .string()
    .trim()
    .max(120, v('access.searchMax'))
    .optional()
    .describe('Part of the name, e-mail or username'),
  role_id: z.uuid(v('common.invalidRoleId')).optional(),
  status: ZOrganisationUserStatus.optional(),
  building_id: z
    .uuid(v('common.invalidBuildingId'))
    .optional()
    .describe('People limited to this building'),
});
export type TOrganisationUserListQuery = z.infer<typeof ZOrganisationUserListQuery>;

export const ZAssignedRoleRef = z.object({
  id: z.uuid(),
  key: z.string().nullable().describe('Key of a default role (translated by it); null when custom'),
  name: z.string(),
});

export const ZOrganisationUser = z
  .object({
    id: z.uuid(),
    name: z.string(),
    username: z.string().nullable(),
    email: z.string(),
    status: ZOrganisationUserStatus,
    roles: z.array(ZAssignedRoleRef),
    building_ids: z
      .array(z.uuid())
      .describe('Buildings the person is limited to; empty means every building'),
    contractor_id: z.uuid().nullable(),
    job_title: z.string().nullable(),
    last_seen_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OrganisationUser' });
export type TOrganisationUser = z.infer<typeof ZOrganisationUser>;

export const ZOrganisationUserListResponse = paginated(ZOrganisationUser).meta({
  id: 'OrganisationUserList',
});
export type TOrganisationUserListResponse = z.infer<typeof ZOrganisationUserListResponse>;

export const MAX_SCOPED_BUILDINGS = 500;

export const ZUpdateOrganisationUserRequest = z
  .object({
    role_ids: z
      .array(z.uuid(v('common.invalidRoleId')))
      .min(1, v('access.roleAtLeastOne'))
      .max(50)
      .optional(),
    building_ids: z
      .array(z.uuid(v('common.invalidBuildingId')))
      .max(MAX_SCOPED_BUILDINGS)
      .optional()
      .describe('Empty: every building'),
    contractor_id: z.uuid(v('common.invalidContractorId')).nullable().optional(),
    job_title: z.string().trim().max(120, v('common.jobTitleMax')).nullable().optional(),
  })
  .meta({ id: 'UpdateOrganisationUserRequest' });
export type TUpdateOrganisationUserRequest = z.infer<typeof ZUpdateOrganisationUserRequest>;
