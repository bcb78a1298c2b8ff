/**
 * Changing a person's access: roles, building scope, contractor company and job title, and
 * deactivating or reactivating them. The caller may only touch people whose rules they hold
 * themselves and only hand out roles and buildings they hold; the organisation always keeps an
 * active Owner. Each change is written to the audit log in the same transaction.
 */
import { mergeRules, sanitizeRules } from '@mainstay/permissions';
import type { TOrganisationUser, TUpdateOrganisationUserRequest } from '@mainstay/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { buildings, contractors, type Role, type User } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { auditSubject, recordChange, recordChanges } from '../../lib/audit.ts';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { assertHoldsRules } from '../roles/index.ts';
import { rolesRepository } from '../roles/index.ts';
import { getOrganisationUser } from './users.service.ts';
import { usersRepository } from './users.repository.ts';

const isOwnerRole = (role: Role) => role.isSystem && role.key === 'owner';
const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The person, when the caller may change them: found in the organisation, with no rules beyond the caller's. */
async function changeableUser(executor: Executor, auth: RequestAuth, userId: string) {
  const user = await usersRepository(executor, auth.organisationId).findById(userId);
  if (!user) throw new NotFoundError('USER_NOT_FOUND');
  const held = await rolesRepository(executor, auth.organisationId).rolesOfUsers([user.id]);
  const roles = held.map((row) => row.role);
  if (user.id !== auth.userId) {
    const rules = mergeRules(roles.map((role) => sanitizeRules(role.rules)));
    assertHoldsRules(auth.ability, rules, 'PRIVILEGE_CHANGE_USER');
  }
  return { user, roles };
}

/** Refuses when this person is the organisation's only active Owner. */
async function assertNotLastOwner(
  executor: Executor,
  auth: RequestAuth,
  user: User,
  roles: Role[],
) {
  if (user.status !== 'active' || !roles.some(isOwnerRole)) return;
  const others = await rolesRepository(executor, auth.organisationId).activeOwnerIds(user.id);
  if (others.length === 0) throw new AppError('LAST_OWNER');
}

async function buildingNames(executor: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await forOrganisation(executor, organisationId).select(
    buildings,
    inArray(buildings.id, ids),
  );
  return rows;
}

async function contractorName(executor: Executor, organisationId: string, id: string | null) {
  if (!id) return null;
  const [row] = await forOrganisation(executor, organisationId).select(
    contractors,
    eq(contractors.id, id),
  );
  return row?.companyName ?? null;
}

export async function updateOrganisationUser(
  db: Database,
  auth: RequestAuth,
  userId: string,
  input: TUpdateOrganisationUserRequest,
): Promise<TOrganisationUser> {
  await db.transaction(async (tx) => {
    const { user, roles } = await changeableUser(tx, auth, userId);
    const people = usersRepository(tx, auth.organisationId);
    const currentBuildings = (await people.buildingsOf([user.id])).get(user.id) ?? [];
    const before = {
      roles: roles.map((role) => role.name).sort(),
      buildings: (await buildingNames(tx, auth.organisationId, currentBuildings))
        .map((row) => row.name)
        .sort(),
      contractor: await contractorName(tx, auth.organisationId, user.contractorId),
      job_title: user.jobTitle,
    };
    const after = { ...before };

    if (input.role_ids) {
      const wanted = unique(input.role_ids);
      const found = await rolesRepository(tx, auth.organisationId).findByIds(wanted);
      if (found.length !== wanted.length) {
        throw new ValidationError({ role_ids: ['ROLE_UNKNOWN'] });
      }
      const currentIds = new Set(roles.map((role) => role.id));
      const added = found.filter((role) => !currentIds.has(role.id));
      const removed = roles.filter((role) => !wanted.includes(role.id));
      for (const role of added) assertHoldsRules(auth.ability, sanitizeRules(role.rules));
      for (const role of removed) {
        assertHoldsRules(auth.ability, sanitizeRules(role.rules), 'PRIVILEGE_REMOVE_ROLE');
      }
      if (removed.some(isOwnerRole) && !found.some(isOwnerRole)) {
        await assertNotLastOwner(tx, auth, user, roles);
      }
      await rolesRepository(tx, auth.organisationId).replaceUserRoles(user.id, wanted);
      after.roles = found.map((role) => role.name).sort();
    }

    if (input.building_ids) {
      const wanted = unique(input.building_ids);
      const found = await buildingNames(tx, auth.organisationId, wanted);
      if (found.length !== wanted.length) {
        throw new ValidationError({ building_ids: ['BUILDING_UNKNOWN'] });
      }
      const scope = await accessScopeOf(tx, auth);
      const allowed = scope.buildingIds;
      if (allowed !== null && (wanted.length === 0 || wanted.some((id) => !allowed.includes(id)))) {
        throw new AppError('BUILDING_ACCESS_OUT_OF_SCOPE');
      }
      await people.replaceBuildings(user.id, wanted);
      after.buildings = found.map((row) => row.name).sort();
    }

    const values: Partial<Pick<User, 'contractorId' | 'jobTitle'>> = {};
    if (input.contractor_id !== undefined) {
      const name = await contractorName(tx, auth.organisationId, input.contractor_id);
      if (input.contractor_id && name === null) {
        throw new ValidationError({ contractor_id: ['CONTRACTOR_UNKNOWN'] });
      }
      values.contractorId = input.contractor_id;
      after.contractor = name;
    }
    if (input.job_title !== undefined) {
      values.jobTitle = input.job_title?.trim() ? input.job_title.trim() : null;
      after.job_title = values.jobTitle;
    }
    if (Object.keys(values).length > 0) await people.update(user.id, values);

    await recordChanges(tx, auth, 'user.updated', auditSubject('user', user), { before, after });
  });
  return getOrganisationUser(db, auth, userId);
}

export async function deactivateOrganisationUser(
  db: Database,
  auth: RequestAuth,
  userId: string,
): Promise<TOrganisationUser> {
  if (userId === auth.userId) {
    // Still a 404 for someone outside the organisation, never a hint that the id exists.
    await getOrganisationUser(db, auth, userId);
    throw new AppError('DEACTIVATE_SELF');
  }
  await db.transaction(async (tx) => {
    const { user, roles } = await changeableUser(tx, auth, userId);
    if (user.status === 'deactivated') return;
    await assertNotLastOwner(tx, auth, user, roles);
    const people = usersRepository(tx, auth.organisationId);
    await people.update(user.id, { status: 'deactivated', deactivatedAt: new Date() });
    const revoked = await people.revokeTokens(user.id);
    await recordChange(tx, auth, 'user.deactivated', auditSubject('user', user), {
      before: { status: user.status },
      after: { status: 'deactivated', sessions_ended: revoked },
    });
  });
  return getOrganisationUser(db, auth, userId);
}

export async function reactivateOrganisationUser(
  db: Database,
  auth: RequestAuth,
  userId: string,
): Promise<TOrganisationUser> {
  await db.transaction(async (tx) => {
    const { user } = await changeableUser(tx, auth, userId);
    if (user.status !== 'deactivated') return;
    const status = 'active';
    await usersRepository(tx, auth.organisationId).update(user.id, {
      status,
      deactivatedAt: null,
    });
    const subject = auditSubject('user', user);
    const change = { before: { status: 'deactivated' }, after: { status } };
    await recordChange(tx, auth, 'user.reactivated', subject, change);
  });
  return getOrganisationUser(db, auth, userId);
}
