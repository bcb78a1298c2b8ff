/**
 * The signed-in user as login and `me` return it: profile, role names, the union of the roles'
 * rules, and the organisation with its branding (null while the user is still signing up).
 * The logo is stored as a file id and handed out as a signed link made by the files service.
 */
import { mergeRules, sanitizeRules } from '@mainstay/permissions';
import type { TSessionUser } from '@mainstay/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  files,
  organisations,
  roles,
  userRoles,
  type Organisation,
  type User,
} from '../../db/schema/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * What turns a stored file id into a signed link: the files service (`app.files`). The session
 * user's links are made for them (`reader`), also on the public login and invitation routes, so
 * they stop working when the user is deactivated.
 */
export interface FileLinks {
  url(file: { id: string }, options?: { reader?: string }): string;
}

const EXTERNAL_URL = /^https:\/\/[^\s]+$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The logo's signed URL, or null (no logo, a missing file, or no way to sign a link). */
async function logoUrl(
  executor: Executor,
  organisation: Organisation,
  links: FileLinks,
  reader: string,
): Promise<string | null> {
  // A logo stored as an absolute address (set before logos were uploaded files) is kept as is.
  if (organisation.logo && EXTERNAL_URL.test(organisation.logo)) return organisation.logo;
  if (!organisation.logo || !UUID.test(organisation.logo)) return null;
  const [file] = await executor
    .select({ id: files.id })
    .from(files)
    .where(forOrganisation(executor, organisation.id).where(files, eq(files.id, organisation.logo)))
    .limit(1);
  return file ? links.url(file, { reader }) : null;
}

async function entityAndRoles(
  executor: Executor,
  user: User,
  organisationId: string,
  links: FileLinks,
) {
  const scope = forOrganisation(executor, organisationId);
  const [organisation] = await executor
    .select()
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  if (!organisation) throw new AppError('ORGANISATION_NOT_FOUND');
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
      logo: await logoUrl(executor, organisation, links, user.id),
    },
    roles: heldRoles.map((role) => role.name).sort(),
    permissions: mergeRules(heldRoles.map((role) => sanitizeRules(role.rules))),
  };
}

export async function buildSessionUser(
  executor: Executor,
  user: User,
  links: FileLinks,
): Promise<TSessionUser> {
  const tenant = user.organisationId
    ? await entityAndRoles(executor, user, user.organisationId, links)
    : { entity: null, roles: [], permissions: [] };
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    language: user.language,
    avatar:
      user.avatar && UUID.test(user.avatar)
        ? links.url({ id: user.avatar }, { reader: user.id })
        : null,
    ...tenant,
  };
}
