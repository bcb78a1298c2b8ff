/**
 * Pending invitations as administrators manage them: list, resend (a new link and a new e-mail,
 * the old link stops working) and revoke. Inviting itself is POST /v1/auth/invite-team.
 */
import { sanitizeRules } from '@mainstay/permissions';
import type { TPendingInvitation, TPendingInvitationListResponse } from '@mainstay/contracts';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { invitations, organisations, roles, users } from '../../db/schema/index.ts';
import { recordChange, type AuditSubject } from '../../lib/audit.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { hashLinkToken, newLinkToken } from '../auth/index.ts';
import { INVITATION_TTL_MS, sendInvitationMail } from '../invitations/index.ts';
import { assertHoldsRules } from '../roles/index.ts';

/** Its success sentences, as keys of packages/i18n `notices`. */
export const INVITATION_ADMIN_NOTICES = {
  revoked: 'notices:invitationRevoked',
} as const;

export interface InvitationAdminDeps {
  db: Database;
  mail: Mailer;
  /** The web app's public address, for the link in the e-mail. */
  appUrl: () => string;
}

const inviters = alias(users, 'inviters');

/** An invitation in the audit log, labelled with the address it went to. */
const invitationSubject = (invitation: { id: string; email: string }): AuditSubject => ({
  type: 'invitation',
  id: invitation.id,
  label: invitation.email,
});

async function invitationRows(executor: Executor, organisationId: string, id?: string) {
  const scope = forOrganisation(executor, organisationId);
  return executor
    .select({ invitation: invitations, role: roles, inviter: inviters })
    .from(invitations)
    .innerJoin(roles, and(eq(roles.id, invitations.roleId), scope.where(roles)))
    .leftJoin(inviters, scope.on(inviters, eq(inviters.id, invitations.invitedByUserId)))
    .where(
      scope.where(
        invitations,
        id
          ? eq(invitations.id, id)
          : and(
              isNull(invitations.acceptedAt),
              isNull(invitations.revokedAt),
              gt(invitations.expiresAt, new Date()),
            ),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

type InvitationRow = Awaited<ReturnType<typeof invitationRows>>[number];

function toPendingInvitation(row: InvitationRow): TPendingInvitation {
  return {
    id: row.invitation.id,
    email: row.invitation.email,
    role: { id: row.role.id, key: row.role.key, name: row.role.name },
    invited_by: row.inviter ? { id: row.inviter.id, name: row.inviter.name } : null,
    expires_at: row.invitation.expiresAt.toISOString(),
    created_at: row.invitation.createdAt.toISOString(),
  };
}

export async function listPendingInvitations(
  db: Database,
  auth: RequestAuth,
): Promise<TPendingInvitationListResponse> {
  const rows = await invitationRows(db, auth.organisationId);
  return { data: rows.map(toPendingInvitation) };
}

/** An invitation of the organisation still open (expired ones may be resent), for this caller. */
async function openInvitation(executor: Executor, auth: RequestAuth, id: string) {
  const [row] = await invitationRows(executor, auth.organisationId, id);
  if (!row || row.invitation.revokedAt) throw new AppError('INVITATION_NOT_FOUND');
  if (row.invitation.acceptedAt) throw new AppError('INVITATION_ALREADY_ACCEPTED');
  // Resending or revoking an invitation to a role is as much as giving that role.
  assertHoldsRules(auth.ability, sanitizeRules(row.role.rules), 'PRIVILEGE_GRANT');
  return row;
}

export async function resendInvitation(
  deps: InvitationAdminDeps,
  auth: RequestAuth,
  id: string,
): Promise<TPendingInvitation> {
  const token = newLinkToken();
  const { row, organisation, sender } = await deps.db.transaction(async (tx) => {
    const found = await openInvitation(tx, auth, id);
    const scope = forOrganisation(tx, auth.organisationId);
    const [updated] = await scope.update(
      invitations,
      { tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) },
      eq(invitations.id, id),
    );
    const [organisationRow] = await tx
      .select({ id: organisations.id, name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, auth.organisationId));
    const [senderRow] = await scope.select(users, eq(users.id, auth.userId));
    if (!updated || !organisationRow || !senderRow) throw new NotFoundError();
    await recordChange(tx, auth, 'invitation.resent', invitationSubject(updated), {
      before: { expires_at: found.invitation.expiresAt.toISOString() },
      after: { expires_at: updated.expiresAt.toISOString() },
    });
    return {
      row: { ...found, invitation: updated },
      organisation: organisationRow,
      sender: senderRow,
    };
  });
  await sendInvitationMail(
    { mail: deps.mail, appUrl: deps.appUrl() },
    {
      to: row.invitation.email,
      token,
      inviter: sender,
      organisation,
      role: row.role,
    },
  );
  return toPendingInvitation(row);
}

export async function revokeInvitation(db: Database, auth: RequestAuth, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await openInvitation(tx, auth, id);
    await forOrganisation(tx, auth.organisationId).update(
      invitations,
      { revokedAt: new Date() },
      eq(invitations.id, id),
    );
    await recordChange(tx, auth, 'invitation.revoked', invitationSubject(found.invitation), {
      before: { status: 'pending', role: found.role.name },
      after: { status: 'revoked' },
    });
  });
}
