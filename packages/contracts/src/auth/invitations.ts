/** Inviting people into an organisation and accepting an invitation (AcceptInvitation page). */
import { z } from 'zod';
import { ZEmailField, ZNewPasswordField, ZUsernameField } from './fields.ts';
import { ZSessionUser } from './session.ts';
import { v } from '../validation.ts';

export const INVITATION_TTL_DAYS = 7;
export const MAX_INVITATIONS_PER_REQUEST = 50;

export const ZInvitationItem = z.object({
  email: ZEmailField,
  role: z
    .string(v('common.roleRequired'))
    .trim()
    .min(1, v('common.roleRequired'))
    .max(120)
    .describe('Name (e.g. "Technician") or key (e.g. "technician") of a role of the organisation'),
});

export const ZInviteTeamRequest = z
  .object({
    invitations: z
      .array(ZInvitationItem)
      .min(1, v('auth.invitationAtLeastOne'))
      .max(MAX_INVITATIONS_PER_REQUEST, v('auth.invitationsMax')),
  })
  .meta({ id: 'InviteTeamRequest' });
export type TInviteTeamRequest = z.infer<typeof ZInviteTeamRequest>;

export const ZInviteTeamResponse = z
  .object({
    success: z.boolean(),
    message: z.string().describe("'Invitations sent successfully'"),
    sent: z.number().int().describe('How many invitations were sent'),
  })
  .meta({ id: 'InviteTeamResponse' });
export type TInviteTeamResponse = z.infer<typeof ZInviteTeamResponse>;

export const ZInvitationTokenParams = z.object({ token: z.string().min(1).max(200) });

export const ZInvitationDetailsResponse = z
  .object({
    email: z.string(),
    organisation_name: z.string(),
    role: z.string().describe('Name of the role the invitee will hold'),
    role_key: z
      .string()
      .nullable()
      .describe('Key of a default role (translated by it); null when custom'),
    inviter_name: z.string(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'InvitationDetailsResponse' });
export type TInvitationDetailsResponse = z.infer<typeof ZInvitationDetailsResponse>;

export const ZAcceptInvitationRequest = z
  .object({
    token: z.string(v('auth.invitationInvalid')).min(1).max(200),
    name: z
      .string(v('common.nameRequired'))
      .trim()
      .min(1, v('common.nameRequired'))
      .max(120, v('common.nameMax')),
    username: ZUsernameField,
    password: ZNewPasswordField,
    password_confirmation: z.string(v('common.passwordsMismatch')),
  })
  .refine((value) => value.password === value.password_confirmation, {
    ...v('common.passwordsMismatch'),
    path: ['password_confirmation'],
  })
  .meta({ id: 'AcceptInvitationRequest' });
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

export const ZAcceptInvitationResponse = z
  .object({ token: z.string(), user: ZSessionUser })
  .meta({ id: 'AcceptInvitationResponse' });
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;
