/**
 * Inviting a contractor company's staff: the same invitation and e-mail as inviting anyone to
 * the organisation (modules/invitations), with the organisation's Contractor role and the
 * invitation naming the company, so the person joins it on acceptance.
 */
import type {
  TInviteContractorUserRequest,
  TInviteContractorUserResponse,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { eq } from 'drizzle-orm';
import { roles } from '../../db/schema/index.ts';
import { recordChange } from '../../lib/audit.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { newLinkToken } from '../auth/index.ts';
import {
  accountConflicts,
  inviterAndOrganisation,
  sendInvitationMail,
  storeInvitations,
} from '../invitations/index.ts';
import { contractorSubject, findContractor } from './contractors.service.ts';
import type { TeamDeps } from './team.shared.ts';

export const CONTRACTOR_ROLE_KEY = 'contractor';
export const INVITATION_SENT = 'notices:invitationSent';
export const NO_CONTRACTOR_ROLE = 'NO_CONTRACTOR_ROLE' satisfies TDomainErrorCode;

export async function inviteContractorUser(
  deps: TeamDeps & { appUrl: string },
  auth: RequestAuth,
  contractorId: string,
  input: TInviteContractorUserRequest,
): Promise<TInviteContractorUserResponse> {
  const contractor = await findContractor(deps.db, auth, contractorId);
  const { organisation, inviter } = await inviterAndOrganisation(deps.db, auth);
  const [role] = await forOrganisation(deps.db, auth.organisationId).select(
    roles,
    eq(roles.key, CONTRACTOR_ROLE_KEY),
  );
  if (!role) throw new AppError(NO_CONTRACTOR_ROLE);
  // No privilege check on the role: it is the fixed Contractor role, limited to the company's
  // own work, and inviting company staff is what (add, Contractor) allows.

  const conflict = (await accountConflicts(deps.db, auth.organisationId, [input.email])).get(
    input.email,
  );
  if (conflict) throw new ValidationError({ email: [conflict] });

  const token = newLinkToken();
  await deps.db.transaction(async (tx) => {
    await storeInvitations(tx, auth.organisationId, inviter.id, [
      { email: input.email, roleId: role.id, contractorId, token },
    ]);
    await recordChange(tx, auth, 'contractor.user_invited', contractorSubject(contractor), {
      after: { email: input.email, role: role.name },
    });
  });

  await sendInvitationMail(deps, {
    to: input.email,
    token,
    inviter,
    organisation,
    role,
    company: contractor.companyName,
  });
  return { success: true, message: INVITATION_SENT };
}
