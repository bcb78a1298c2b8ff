/**
 * Inviting people into an organisation. Each invitation names an e-mail and a role of the
 * inviter's organisation; its link token is random, stored hashed, usable once and valid 7 days.
 * Accepting creates the user (verified and active) in the invitation's organisation, with its
 * role, and signs them in. Nothing in the accept request names an organisation: it comes only
 * from the invitation, so a token of one organisation can never place anyone in another.
 */
import {
  INVITATION_TTL_DAYS,
  type TAcceptInvitationRequest,
  type TAcceptInvitationResponse,
  type TInvitationDetailsResponse,
  type TInviteTeamRequest,
  type TInviteTeamResponse,
  type TFieldErrors,
} from '@mainstay/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  invitations,
  organisations,
  roles,
  users,
  type Invitation,
} from '../../db/schema/index.ts';
import { ConflictError, GoneError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { issueSessionToken } from '../auth/auth.service.ts';
import { hashLinkToken, newLinkToken } from '../auth/one-time-secrets.ts';
import { buildSessionUser } from '../auth/session-user.ts';
import { rolesRepository } from '../roles/roles.repository.ts';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export async function inviteTeam(
  deps: AuthDeps,
  auth: RequestAuth,
  input: TInviteTeamRequest,
): Promise<TInviteTeamResponse> {
  const scope = forOrganisation(deps.db, auth.organisationId);
  const [organisation] = await deps.db
    .select()
    .from(organisations)
    .where(eq(organisations.id, auth.organisationId))
    .limit(1);
  const [inviter] = await scope.select(users, eq(users.id, auth.userId));
  if (!organisation || !inviter) throw new NotFoundError();
  const roleRows = await scope.select(roles);
  const roleOf = (wanted: string) => {
    const needle = wanted.toLowerCase();
    return roleRows.find((role) => role.key === needle || role.name.toLowerCase() === needle);
  };

  const emails = input.invitations.map((item) => item.email);
  const existing = await deps.db
    .select({ email: users.email, organisationId: users.organisationId })
    .from(users)
    .where(inArray(users.email, emails));

  const errors: TFieldErrors = {};
  const seen = new Set<string>();
  const planned = input.invitations.map((item, index) => {
    const emailErrors: string[] = [];
    const account = existing.find((row) => row.email === item.email);
    if (account?.organisationId === auth.organisationId) {
      emailErrors.push(AUTH_MESSAGES.alreadyMember);
    } else if (account) emailErrors.push(AUTH_MESSAGES.emailHasAccount);
    if (seen.has(item.email)) emailErrors.push(AUTH_MESSAGES.duplicateInvitation);
    seen.add(item.email);
    if (emailErrors.length > 0) errors[`invitations.${index}.email`] = emailErrors;
    const role = roleOf(item.role);
    if (!role) errors[`invitations.${index}.role`] = [AUTH_MESSAGES.unknownRole];
    return { email: item.email, role, token: newLinkToken() };
  });
  if (Object.keys(errors).length > 0) {
    throw new ValidationError(errors, 'Some invitations could not be sent');
  }

  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await deps.db.transaction(async (tx) => {
    const tenant = forOrganisation(tx, auth.organisationId);
    // A new invitation to the same address replaces any earlier one still pending.
    await tenant.update(
      invitations,
      { revokedAt: new Date() },
      and(
        inArray(invitations.email, emails),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
    await tenant.insert(
      invitations,
      planned.map((item) => ({
        email: item.email,
        roleId: item.role?.id ?? '',
        invitedByUserId: inviter.id,
        tokenHash: hashLinkToken(item.token),
        expiresAt,
      })),
    );
  });

  for (const item of planned) {
    await deps.mail.send({
      to: item.email,
      template: 'invitation',
      language: inviter.language,
      organisationId: organisation.id,
      data: {
        inviter_name: inviter.name,
        organisation_name: organisation.name,
        role: item.role?.name ?? '',
        link: `${deps.appUrl}/auth/AcceptInvitation?token=${encodeURIComponent(item.token)}`,
        expires_days: String(INVITATION_TTL_DAYS),
      },
    });
  }
  return { success: true, message: AUTH_MESSAGES.invitationsSent, sent: planned.length };
}

/** The invitation a token names, if it can still be accepted; otherwise a 404 or 410. */
async function usableInvitation(deps: AuthDeps, token: string): Promise<Invitation> {
  const [invitation] = await deps.db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!invitation || invitation.revokedAt)
    throw new NotFoundError(AUTH_MESSAGES.invitationNotFound);
  if (invitation.acceptedAt) throw new GoneError(AUTH_MESSAGES.invitationUsed);
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new GoneError(AUTH_MESSAGES.invitationExpired);
  }
  return invitation;
}

export async function invitationDetails(
  deps: AuthDeps,
  token: string,
): Promise<TInvitationDetailsResponse> {
  const invitation = await usableInvitation(deps, token);
  const scope = forOrganisation(deps.db, invitation.organisationId);
  const [organisation] = await deps.db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, invitation.organisationId))
    .limit(1);
  const [role] = await scope.select(roles, eq(roles.id, invitation.roleId));
  const [inviter] = invitation.invitedByUserId
    ? await scope.select(users, eq(users.id, invitation.invitedByUserId))
    : [];
  if (!organisation || !role) throw new NotFoundError(AUTH_MESSAGES.invitationNotFound);
  return {
    email: invitation.email,
    organisation_name: organisation.name,
    role: role.name,
    inviter_name: inviter?.name ?? organisation.name,
    expires_at: invitation.expiresAt.toISOString(),
  };
}

export async function acceptInvitation(
  deps: AuthDeps,
  input: TAcceptInvitationRequest,
): Promise<TAcceptInvitationResponse> {
  const invitation = await usableInvitation(deps, input.token);
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, invitation.email))
    .limit(1);
  if (account) throw new ConflictError(AUTH_MESSAGES.emailHasAccount);
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db.transaction(async (tx) => {
    const tenant = forOrganisation(tx, invitation.organisationId);
    const [claimed] = await tenant.update(
      invitations,
      { acceptedAt: new Date() },
      and(
        eq(invitations.id, invitation.id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
    if (!claimed) throw new GoneError(AUTH_MESSAGES.invitationUsed);
    const [role] = await tenant.select(roles, eq(roles.id, invitation.roleId));
    if (!role) throw new NotFoundError(AUTH_MESSAGES.invitationNotFound);
    const [created] = await tenant.insert(users, [
      {
        name: input.name,
        username: input.username,
        email: invitation.email,
        passwordHash,
        status: 'active',
        emailVerifiedAt: new Date(),
      },
    ]);
    if (!created) throw new Error('Creating the invited user failed');
    await rolesRepository(tx, invitation.organisationId).assignToUser(created.id, [role.id]);
    return created;
  });

  const token = await issueSessionToken(deps.db, user, 'Mainstay web', false);
  return { token, user: await buildSessionUser(deps.db, user) };
}
