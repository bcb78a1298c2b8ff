/** A role row as the API returns it. */
import { sanitizeRules } from '@mainstay/permissions';
import type { TRole } from '@mainstay/contracts';
import type { Role } from '../../db/schema/index.ts';

export function toRoleResponse(role: Role, userCount: number): TRole {
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    description: role.description,
    rules: sanitizeRules(role.rules),
    is_system: role.isSystem,
    user_count: userCount,
    created_at: role.createdAt.toISOString(),
    updated_at: role.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a role. */
export function roleAuditValues(role: Pick<Role, 'name' | 'description' | 'rules'>) {
  return {
    name: role.name,
    description: role.description,
    rules: sanitizeRules(role.rules).map((rule) => `${rule.action} ${rule.subject}`),
  };
}
