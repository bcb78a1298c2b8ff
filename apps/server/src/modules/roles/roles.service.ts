/**
 * Roles of the caller's organisation: list, create (or copy), edit and delete custom roles.
 * Default roles are the product's and stay as they are; a copy of one can be changed freely.
 * Every change is checked against the caller's own rules and written to the audit log.
 */
import { mergeRules, sanitizeRules, type PermissionRule } from '@mainstay/permissions';
import type {
  TCreateRoleRequest,
  TRole,
  TRoleListResponse,
  TUpdateRoleRequest,
} from '@mainstay/contracts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';
import { auditSubject, recordChange, recordChanges } from '../../lib/audit.ts';
import { AppError, fieldError, isUniqueViolation, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { assertHoldsRules } from './role-privileges.ts';
import { roleAuditValues, toRoleResponse } from './roles.mapper.ts';
import { rolesRepository } from './roles.repository.ts';

/** Well-formed rules without repeats, in a stable order. */
function normaliseRules(rules: readonly PermissionRule[]): PermissionRule[] {
  return mergeRules([sanitizeRules(rules)]);
}

async function assertNameFree(executor: Executor, auth: RequestAuth, name: string, id?: string) {
  const clash = await rolesRepository(executor, auth.organisationId).findByName(name, id);
  if (clash) throw fieldError('name', 'ROLE_NAME_TAKEN');
}

/** A unique-name race lost to another request is the same field error, never a 500. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError('name', 'ROLE_NAME_TAKEN');
    }
    throw error;
  }
}

export async function listRoles(db: Database, auth: RequestAuth): Promise<TRoleListResponse> {
  const rows = await rolesRepository(db, auth.organisationId).listWithCounts();
  return { data: rows.map(({ role, userCount }) => toRoleResponse(role, userCount)) };
}

export async function getRole(db: Database, auth: RequestAuth, roleId: string): Promise<TRole> {
  const repository = rolesRepository(db, auth.organisationId);
  const role = await repository.findById(roleId);
  if (!role) throw new AppError('ROLE_NOT_FOUND');
  return toRoleResponse(role, await repository.countHolders(role.id));
}

export async function createRole(
  db: Database,
  auth: RequestAuth,
  input: TCreateRoleRequest,
): Promise<TRole> {
  const repository = rolesRepository(db, auth.organisationId);
  const source = input.copy_from ? await repository.findById(input.copy_from) : undefined;
  if (input.copy_from && !source) {
    throw new ValidationError({ copy_from: ['ROLE_COPY_NOT_FOUND'] });
  }
  const rules = normaliseRules(input.rules ?? sanitizeRules(source?.rules ?? []));
  const description = input.description?.trim() || source?.description || '';
  assertHoldsRules(auth.ability, rules, 'PRIVILEGE_GRANT');
  await assertNameFree(db, auth, input.name);

  const role = await uniqueName(() =>
    db.transaction(async (tx) => {
      const [created] = await rolesRepository(tx, auth.organisationId).insert([
        { name: input.name, description, rules, isSystem: false },
      ]);
      if (!created) throw new Error('Creating the role failed');
      const values = roleAuditValues(created);
      const after = source ? { ...values, copied_from: source.name } : values;
      await recordChange(tx, auth, 'role.created', auditSubject('role', created), { after });
      return created;
    }),
  );
  return toRoleResponse(role, 0);
}

/** A custom role of the organisation that the caller may change. */
async function changeableRole(executor: Executor, auth: RequestAuth, roleId: string) {
  const role = await rolesRepository(executor, auth.organisationId).findById(roleId);
  if (!role) throw new AppError('ROLE_NOT_FOUND');
  if (role.isSystem) throw new AppError('ROLE_IS_DEFAULT');
  assertHoldsRules(auth.ability, sanitizeRules(role.rules), 'PRIVILEGE_CHANGE_ROLE');
  return role;
}

export async function updateRole(
  db: Database,
  auth: RequestAuth,
  roleId: string,
  input: TUpdateRoleRequest,
): Promise<TRole> {
  const role = await changeableRole(db, auth, roleId);
  const rules = input.rules ? normaliseRules(input.rules) : undefined;
  if (rules) assertHoldsRules(auth.ability, rules, 'PRIVILEGE_GRANT');
  if (input.name !== undefined) await assertNameFree(db, auth, input.name, role.id);

  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(rules ? { rules } : {}),
  };
  // Nothing to change (an empty PATCH): the role as it is, and nothing to audit.
  const updated =
    Object.keys(values).length === 0
      ? role
      : await uniqueName(() =>
          db.transaction(async (tx) => {
            const next = await rolesRepository(tx, auth.organisationId).update(role.id, values);
            if (!next) throw new AppError('ROLE_NOT_FOUND');
            const subject = auditSubject('role', next);
            await recordChanges(tx, auth, 'role.updated', subject, {
              before: roleAuditValues(role),
              after: roleAuditValues(next),
            });
            return next;
          }),
        );
  return toRoleResponse(
    updated,
    await rolesRepository(db, auth.organisationId).countHolders(roleId),
  );
}

export async function deleteRole(db: Database, auth: RequestAuth, roleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await changeableRole(tx, auth, roleId);
    const holders = await rolesRepository(tx, auth.organisationId).countHolders(role.id);
    if (holders > 0) throw new AppError('ROLE_STILL_HELD', { params: { count: holders } });
    const scope = forOrganisation(tx, auth.organisationId);
    const [offered] = await tx
      .select({ pending: count() })
      .from(invitations)
      .where(
        scope.where(
          invitations,
          and(
            eq(invitations.roleId, role.id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            gt(invitations.expiresAt, new Date()),
          ),
        ),
      );
    if (Number(offered?.pending ?? 0) > 0) throw new AppError('ROLE_PENDING_INVITATIONS');
    await rolesRepository(tx, auth.organisationId).remove(role.id);
    const before = roleAuditValues(role);
    await recordChange(tx, auth, 'role.deleted', auditSubject('role', role), { before });
  });
}
