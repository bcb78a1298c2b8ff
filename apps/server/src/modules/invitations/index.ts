/**
 * Invitations: inviting people by e-mail and accepting an invitation.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { invitationsModule } from './invitations.module.ts';
export {
  accountConflicts,
  INVITATION_TTL_MS,
  inviterAndOrganisation,
  sendInvitationMail,
  storeInvitations,
} from './invitations.service.ts';
