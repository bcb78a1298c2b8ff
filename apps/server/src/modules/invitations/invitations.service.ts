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
import { DEFAULT_LANGUAGE, isLanguageCode } from '@mainstay/i18n';
import { sanitizeRules } from '@mainstay/permissions';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  invitations,
  organisations,
  roles,
  users,
  type Invitation,
  type Role,
} from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import { builtInName, type NamedRow } from '../../lib/built-in-name.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { hashPassword, refuseCommonPassword } from '../../lib/passwords.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import type { AuthDeps } from '../auth/index.ts';
import { AUTH_NOTICES } from '../auth/index.ts';
import { issueSessionToken } from '../auth/index.ts';
import { hashLinkToken, newLinkToken } from '../auth/index.ts';
import { buildSessionUser } from '../auth/index.ts';
import { rolesRepository } from '../roles/index.ts';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Why an address cannot be invited (it already has an account), or undefined. */
export async function accountConflicts(
  executor: Executor,
  organisationId: string,
  emails: string[],
): Promise<Map<string, string>> {
  const existing =
    emails.length === 0
      ? []
      : await executor
          .select({ email: users.email, organisationId: users.organisationId })
          .from(users)
          .where(inArray(users.email, emails));
  return new Map(
    existing.map((row) => [
      row.email,
      row.organisationId === organisationId ? 'ALREADY_MEMBER' : 'EMAIL_HAS_ACCOUNT',
    ]),
  );
}

/** True when the inviter holds every rule of the role (no one hands out more than they have). */
export function mayGrantRole(auth: Pick<RequestAuth, 'ability'>, role: Pick<Role, 'rules'>) {
  return sanitizeRules(role.rules).every((rule) => auth.ability.can(rule.action, rule.subject));
}

export interface PlannedInvitation {
  email: string;
  roleId: string;
  /** Staff of a contractor company join that company on acceptance. */
  contractorId?: string | null;
  /** The plain link token (only its hash is stored). */
  token: string;
}

/** Stores invitations, replacing any earlier pending one to the same address, in `tx`. */
export async function storeInvitations(
  tx: Executor,
  organisationId: string,
  inviterId: string,
  planned: PlannedInvitation[],
): Promise<void> {
  const tenant = forOrganisation(tx, organisationId);
  const emails = planned.map((item) => item.email);
  await tenant.update(
    invitations,
    { revokedAt: new Date() },
    and(
      inArray(invitations.email, emails),
      isNull(invitations.acceptedAt),
      isNull(invitations.revokedAt),
    ),
  );
  const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
  await tenant.insert(
    invitations,
    planned.map((item) => ({
      email: item.email,
      roleId: item.roleId,
      contractorId: item.contractorId ?? null,
      invitedByUserId: inviterId,
      tokenHash: hashLinkToken(item.token),
      expiresAt,
    })),
  );
}

/** The inviter and their organisation, as the invitation e-mail names them. */
export async function inviterAndOrganisation(executor: Executor, auth: RequestAuth) {
  const scope = forOrganisation(executor, auth.organisationId);
  const [organisation] = await executor
    .select()
    .from(organisations)
    .where(eq(organisations.id, auth.organisationId))
    .limit(1);
  const [inviter] = await scope.select(users, eq(users.id, auth.userId));
  if (!organisation || !inviter) throw new NotFoundError();
  return { organisation, inviter };
}

export async function inviteTeam(
  deps: AuthDeps,
  auth: RequestAuth,
  input: TInviteTeamRequest,
): Promise<TInviteTeamResponse> {
  const { organisation, inviter } = await inviterAndOrganisation(deps.db, auth);
  const roleRows = await forOrganisation(deps.db, auth.organisationId).select(roles);
  const roleOf = (wanted: string) => {
    const needle = wanted.toLowerCase();
    return roleRows.find((role) => role.key === needle || role.name.toLowerCase() === needle);
  };

  const conflicts = await accountConflicts(
    deps.db,
    auth.organisationId,
    input.invitations.map((item) => item.email),
  );
  const errors: TFieldErrors = {};
  const seen = new Set<string>();
  const planned = input.invitations.map((item, index) => {
    const emailErrors: string[] = [];
    const conflict = conflicts.get(item.email);
    if (conflict) emailErrors.push(conflict);
    if (seen.has(item.email)) emailErrors.push('DUPLICATE_INVITATION');
    seen.add(item.email);
    if (emailErrors.length > 0) errors[`invitations.${index}.email`] = emailErrors;
    const role = roleOf(item.role);
    if (!role) errors[`invitations.${index}.role`] = ['ROLE_UNKNOWN'];
    else if (!mayGrantRole(auth, role)) {
      errors[`invitations.${index}.role`] = ['ROLE_NOT_GRANTABLE'];
    }
    return { email: item.email, role, token: newLinkToken() };
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError('INVITATIONS_NOT_SENT', { fieldErrors: errors });
  }

  await deps.db.transaction((tx) =>
    storeInvitations(
      tx,
      auth.organisationId,
      inviter.id,
      planned.map((item) => ({
        email: item.email,
        roleId: item.role?.id ?? '',
        token: item.token,
      })),
    ),
  );

  for (const item of planned) {
    await sendInvitationMail(deps, {
      to: item.email,
      token: item.token,
      inviter,
      organisation,
      role: item.role ?? { name: '' },
    });
  }
  return { success: true, message: AUTH_NOTICES.invitationsSent, sent: planned.length };
}

export interface InvitationMail {
  to: string;
  /** The plain link token (only its hash is stored). */
  token: string;
  inviter: { name: string; language: string };
  organisation: { id: string; name: string };
  /** The role offered; a default role is named in the e-mail's language. */
  role: NamedRow;
  /** The contractor company the person joins, named after the role. */
  company?: string;
}

/** E-mails the invitation link; also used when an administrator resends an invitation. */
export async function sendInvitationMail(
  deps: Pick<AuthDeps, 'mail' | 'appUrl'>,
  invitation: InvitationMail,
): Promise<void> {
  // The invitee has no account yet, so no language of their own: the inviter's is the guess.
  const language = isLanguageCode(invitation.inviter.language)
    ? invitation.inviter.language
    : DEFAULT_LANGUAGE;
  const role = builtInName(language, 'access:builtIn', invitation.role);
  await deps.mail.send({
    to: invitation.to,
    template: 'invitation',
    language,
    organisationId: invitation.organisation.id,
    data: {
      inviter_name: invitation.inviter.name,
      organisation_name: invitation.organisation.name,
      role: invitation.company ? `${role} (${invitation.company})` : role,
      link: `${deps.appUrl}/auth/AcceptInvitation?token=${encodeURIComponent(invitation.token)}`,
      expires_days: String(INVITATION_TTL_DAYS),
    },
  });
}

/** The invitation a token names, if it can still be accepted; otherwise a 404 or 410. */
async function usableInvitation(deps: AuthDeps, token: string): Promise<Invitation> {
  const [invitation] = await deps.db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!invitation || invitation.revokedAt) throw new AppError('INVITATION_INVALID');
  if (invitation.acceptedAt) throw new AppError('INVITATION_USED');
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new AppError('INVITATION_EXPIRED');
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
  if (!organisation || !role) throw new AppError('INVITATION_INVALID');
  return {
    email: invitation.email,
    organisation_name: organisation.name,
    role: role.name,
    role_key: role.key,
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
  if (account) throw new AppError('EMAIL_HAS_ACCOUNT');
  await refuseCommonPassword(input.password);
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
    if (!claimed) throw new AppError('INVITATION_USED');
    const [role] = await tenant.select(roles, eq(roles.id, invitation.roleId));
    if (!role) throw new AppError('INVITATION_INVALID');
    const [created] = await tenant.insert(users, [
      {
        name: input.name,
        username: input.username,
        email: invitation.email,
        passwordHash,
        status: 'active',
        emailVerifiedAt: new Date(),
        // Staff invited into a contractor company see only that company's work.
        contractorId: invitation.contractorId,
      },
    ]);
    if (!created) throw new Error('Creating the invited user failed');
    await rolesRepository(tx, invitation.organisationId).assignToUser(created.id, [role.id]);
    return created;
  });

  const token = await issueSessionToken(deps.db, user, 'Mainstay web', false);
  return { token, user: await buildSessionUser(deps.db, user, deps.files) };
}
