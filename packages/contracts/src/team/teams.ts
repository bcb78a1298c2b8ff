/** Teams of members with a lead (GET/POST/PATCH/DELETE /v1/team/teams). */
import { z } from 'zod';
import { ZTeamNamedRef } from './common.ts';
import { v } from '../validation.ts';

export const TEAM_MEMBERS_MAX = 500;
export const TEAM_NAME_MAX = 120;
export const TEAM_DESCRIPTION_MAX = 1000;

export const ZTeamMembership = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    job_title: z.string().nullable(),
  })
  .meta({ id: 'TeamMembership' });
export type TTeamMembership = z.infer<typeof ZTeamMembership>;

export const ZTeam = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    lead: ZTeamNamedRef.nullable(),
    members: z.array(ZTeamMembership).describe('Sorted by name; the lead is always one of them'),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Team' });
export type TTeam = z.infer<typeof ZTeam>;

export const ZTeamListQuery = z.object({
  search: z.string().trim().max(120).optional().describe('Matches the team name'),
});
export type TTeamListQuery = z.infer<typeof ZTeamListQuery>;

export const ZTeamListResponse = z.object({ data: z.array(ZTeam) }).meta({ id: 'TeamList' });
export type TTeamListResponse = z.infer<typeof ZTeamListResponse>;

/** The team dialog's fields; the same rules run in the browser and on the server. */
export const ZTeamFields = z.object({
  name: z
    .string(v('common.nameRequired'))
    .trim()
    .min(1, v('common.nameRequired'))
    .max(TEAM_NAME_MAX, v('common.theNameMax')),
  description: z.string().trim().max(TEAM_DESCRIPTION_MAX, v('common.theDescriptionMax')),
  lead_user_id: z.uuid(v('team.validLeadRequired')).nullable(),
  member_ids: z
    .array(z.uuid(v('team.validMembersRequired')))
    .max(TEAM_MEMBERS_MAX, v('team.membersMax')),
});

export const ZCreateTeamRequest = ZTeamFields.extend({
  description: ZTeamFields.shape.description.optional(),
  lead_user_id: ZTeamFields.shape.lead_user_id.optional(),
  member_ids: ZTeamFields.shape.member_ids.optional(),
}).meta({ id: 'CreateTeamRequest' });
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequest>;

export const ZUpdateTeamRequest = ZTeamFields.partial().meta({ id: 'UpdateTeamRequest' });
export type TUpdateTeamRequest = z.infer<typeof ZUpdateTeamRequest>;

export const ZTeamParams = z.object({ id: z.uuid(v('common.invalidId')) });
export const ZTeamMemberPathParams = z.object({
  id: z.uuid(v('common.invalidId')),
  userId: z.uuid(v('common.invalidId')),
});
export const ZAddTeamMemberRequest = z
  .object({ user_id: z.uuid(v('common.personRequired')) })
  .meta({ id: 'AddTeamMemberRequest' });
export type TAddTeamMemberRequest = z.infer<typeof ZAddTeamMemberRequest>;
