/**
 * The signed-in user as login and `me` return it: profile, role names, the union of the roles'
 * rules, and the organisation with its branding (null while the user is still signing up).
 */
import { mergeRules, sanitizeRules } from '@mainstay/permissions';
import type { TSessionUser } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organisations, roles, userRoles, type User } from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { NotFoundError } from '../../lib/errors.ts';

async function entityAndRoles(executor: Executor, user: User, organisationId: string) {
  const scope = forOrganisation(executor, organisationId);
  const [organisation] = await executor
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!organisation) throw new NotFoundError('Organisation not found');
  const heldRoles = await executor
    .select({ name: roles.name, rules: roles.rules })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), scope.where(roles)))
    .where(scope.where(userRoles, eq(userRoles.userId, user.id)));
  return {
    entity: {
      id: organisation.id,
      name: organisation.name,
      primary_color: organisation.primaryColor,
      highlight_color: organisation.highlightColor,
      logo: organisation.logo,
    },
    roles: heldRoles.map((role) => role.name).sort(),
    permissions: mergeRules(heldRoles.map((role) => sanitizeRules(role.rules))),
  };
}

export async function buildSessionUser(executor: Executor, user: User): Promise<TSessionUser> {
  const tenant = user.organisationId
    ? await entityAndRoles(executor, user, user.organisationId)
    : { entity: null, roles: [], permissions: [] };
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    language: user.language,
    avatar: user.avatar,
    ...tenant,
  };
}
