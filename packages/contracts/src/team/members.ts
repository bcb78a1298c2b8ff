/** Members of the organisation as the team pages show them (GET/PATCH /v1/team/members). */
import { z } from 'zod';
import { ZAssignedRoleRef } from '../access/users.ts';
import { ZPhoneField } from '../auth/fields.ts';
import { paginated, ZFileLink, ZPageQuery } from '../files/files.ts';
import { labelList, optionalText, ZTeamNamedRef } from './common.ts';
import { ZLeave } from './leave.ts';
import { v } from '../validation.ts';

export const TEAM_MEMBER_STATUS_VALUES = ['active', 'invited', 'deactivated'] as const;
/** The limits of a member's details, shared with the web's member form. */
export const MEMBER_LIMITS = { jobTitleMax: 120 } as const;

export const ZTeamMemberListQuery = ZPageQuery.extend({
  search: z.string().trim().max(120).optional().describe('Matches name, e-mail or job title'),
  team_id: z.uuid(v('team.validTeamRequired')).optional(),
  role_id: z.uuid(v('team.validRoleRequired')).optional(),
  status: z.enum(TEAM_MEMBER_STATUS_VALUES).optional(),
});
export type TTeamMemberListQuery = z.infer<typeof ZTeamMemberListQuery>;

export const ZTeamMember = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    job_title: z.string().nullable(),
    avatar: ZFileLink.nullable(),
    roles: z.array(ZAssignedRoleRef).describe('Sorted by name; a default role has its key'),
    teams: z.array(ZTeamNamedRef),
    skills: z.array(z.string()),
    status: z.enum(TEAM_MEMBER_STATUS_VALUES),
    on_leave_today: z.boolean(),
  })
  .meta({ id: 'TeamMember' });
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamMemberListResponse = paginated(ZTeamMember).meta({ id: 'TeamMemberList' });
export type TTeamMemberListResponse = z.infer<typeof ZTeamMemberListResponse>;

/** A job assigned to the member (tickets and, later, PPM tasks). */
export const ZAssignedWorkItem = z
  .object({
    id: z.uuid(),
    kind: z.string().describe('reactive, general or ppm'),
    reference: z.string(),
    title: z.string(),
    status: z.string(),
    due_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AssignedWorkItem' });
export type TAssignedWorkItem = z.infer<typeof ZAssignedWorkItem>;

export const ZTeamMemberDetail = ZTeamMember.extend({
  username: z.string().nullable(),
  contractor: z.object({ id: z.uuid(), company_name: z.string() }).nullable(),
  leave: z.object({
    upcoming: z.array(ZLeave).describe('Current and future leave, soonest first'),
    past: z.array(ZLeave).describe('The 20 most recent past leave entries'),
  }),
  assigned_work: z.object({
    current: z.array(ZAssignedWorkItem),
    past: z.array(ZAssignedWorkItem),
  }),
}).meta({ id: 'TeamMemberDetail' });
export type TTeamMemberDetail = z.infer<typeof ZTeamMemberDetail>;

export const ZTeamMemberParams = z.object({ id: z.uuid(v('common.invalidId')) });

export const ZMemberSkills = labelList('team.skills');

export const ZUpdateTeamMemberRequest = z
  .object({
    phone: ZPhoneField.nullish().transform((value) => (value ? value : null)),
    job_title: optionalText(MEMBER_LIMITS.jobTitleMax, 'team.jobTitleMax'),
    skills: ZMemberSkills,
  })
  .partial()
  .meta({ id: 'UpdateTeamMemberRequest' });
export type TUpdateTeamMemberRequest = z.infer<typeof ZUpdateTeamMemberRequest>;
