/** Pending invitations as administrators see them: resend or revoke. */
import { z } from 'zod';
import { ZAssignedRoleRef } from './users.ts';

export const ZPendingInvitation = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: ZAssignedRoleRef,
    invited_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    expires_at: z.iso.datetime(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PendingInvitation' });
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

export const ZPendingInvitationListResponse = z
  .object({ data: z.array(ZPendingInvitation) })
  .meta({ id: 'PendingInvitationList' });
export type TPendingInvitationListResponse = z.infer<typeof ZPendingInvitationListResponse>;
