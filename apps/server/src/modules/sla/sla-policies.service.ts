/**
 * SLA policies of an organisation: list, create, change, delete, and the four defaults a new
 * organisation starts with. A policy's category, building and escalation role must be the
 * organisation's own (422 otherwise). Changing policies never rewrites existing tickets'
 * deadlines: a ticket keeps the deadlines it was given when created or re-prioritised.
 */
import {
  SLA_DEFAULT_POLICY_NAMES,
  type TDomainErrorCode,
  type TSlaDefaultPolicyKey,
  type TSlaPolicy,
  type ZSlaPolicyRequest,
} from '@mainstay/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { buildings, roles, slaPolicies, ticketCategories } from '../../db/schema/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

type PolicyInput = z.output<typeof ZSlaPolicyRequest>;
type NewPolicy = typeof slaPolicies.$inferInsert;

export const POLICY_NOT_FOUND = 'SLA_POLICY_NOT_FOUND' satisfies TDomainErrorCode;

/**
 * The four policies every organisation starts with, one per priority; each carries its key (its
 * name is translated in the app while it stays the default one).
 */
export const DEFAULT_SLA_POLICIES: readonly (Omit<NewPolicy, 'organisationId'> & {
  key: TSlaDefaultPolicyKey;
})[] = [
  {
    key: 'critical',
    name: SLA_DEFAULT_POLICY_NAMES.critical,
    priority: 'critical',
    responseMinutes: 60,
    resolutionMinutes: 4 * 60,
    clock: 'always',
  },
  {
    key: 'high',
    name: SLA_DEFAULT_POLICY_NAMES.high,
    priority: 'high',
    responseMinutes: 2 * 60,
    resolutionMinutes: 8 * 60,
    clock: 'business_hours',
  },
  {
    key: 'medium',
    name: SLA_DEFAULT_POLICY_NAMES.medium,
    priority: 'medium',
    responseMinutes: 4 * 60,
    resolutionMinutes: 24 * 60,
    clock: 'business_hours',
  },
  {
    key: 'low',
    name: SLA_DEFAULT_POLICY_NAMES.low,
    priority: 'low',
    responseMinutes: 8 * 60,
    resolutionMinutes: 72 * 60,
    clock: 'business_hours',
  },
];

/** Gives the organisation the default policies unless it already has some (safe to call twice). */
export async function ensureDefaultSlaPolicies(
  executor: Executor,
  organisationId: string,
): Promise<void> {
  const [existing] = await executor
    .select({ id: slaPolicies.id })
    .from(slaPolicies)
    .where(forOrganisation(executor, organisationId).where(slaPolicies))
    .limit(1);
  if (existing) return;
  await forOrganisation(executor, organisationId).insert(slaPolicies, [...DEFAULT_SLA_POLICIES]);
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);
const keyedRef = (id: string | null, name: string | null, key: string | null) =>
  id && name !== null ? { id, name, key } : null;

async function selectPolicies(executor: Executor, organisationId: string, id?: string) {
  const rows = await executor
    .select({
      policy: slaPolicies,
      categoryName: ticketCategories.name,
      categoryKey: ticketCategories.key,
      buildingName: buildings.name,
      roleName: roles.name,
      roleKey: roles.key,
    })
    .from(slaPolicies)
    .leftJoin(ticketCategories, eq(ticketCategories.id, slaPolicies.categoryId))
    .leftJoin(buildings, eq(buildings.id, slaPolicies.buildingId))
    .leftJoin(roles, eq(roles.id, slaPolicies.escalationRoleId))
    .where(
      forOrganisation(executor, organisationId).where(
        slaPolicies,
        id ? eq(slaPolicies.id, id) : undefined,
      ),
    )
    .orderBy(
      sql`array_position(array['critical','high','medium','low']::ticket_priority[], ${slaPolicies.priority})`,
      asc(slaPolicies.name),
      desc(slaPolicies.createdAt),
    );
  return rows.map(
    ({ policy, categoryName, categoryKey, buildingName, roleName, roleKey }): TSlaPolicy => ({
      id: policy.id,
      name: policy.name,
      key: policy.key,
      priority: policy.priority,
      kind: policy.kind,
      category: keyedRef(policy.categoryId, categoryName, categoryKey),
      building: ref(policy.buildingId, buildingName),
      response_minutes: policy.responseMinutes,
      resolution_minutes: policy.resolutionMinutes,
      clock: policy.clock,
      escalation_role: keyedRef(policy.escalationRoleId, roleName, roleKey),
      active: policy.active,
      updated_at: policy.updatedAt.toISOString(),
    }),
  );
}

export async function listPolicies(executor: Executor, organisationId: string) {
  return { data: await selectPolicies(executor, organisationId) };
}

async function policyById(executor: Executor, organisationId: string, id: string) {
  const [policy] = await selectPolicies(executor, organisationId, id);
  if (!policy) throw new AppError(POLICY_NOT_FOUND);
  return policy;
}

/** 422 when a referenced category, building or role is not the organisation's own. */
async function checkReferences(executor: Executor, organisationId: string, input: PolicyInput) {
  const scope = forOrganisation(executor, organisationId);
  const errors: Record<string, string[]> = {};
  if (input.category_id) {
    const [category] = await scope.select(
      ticketCategories,
      eq(ticketCategories.id, input.category_id),
    );
    if (!category) errors.category_id = ['CHOOSE_CATEGORY'];
    else if (input.kind && category.kind !== input.kind) {
      errors.category_id = ['CATEGORY_OTHER_KIND'];
    }
  }
  if (input.building_id) {
    const [building] = await scope.select(buildings, eq(buildings.id, input.building_id));
    if (!building) errors.building_id = ['CHOOSE_BUILDING'];
  }
  if (input.escalation_role_id) {
    const [role] = await scope.select(roles, eq(roles.id, input.escalation_role_id));
    if (!role) errors.escalation_role_id = ['CHOOSE_ROLE'];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0) {
    throw new ValidationError(errors, messages.length === 1 ? messages[0] : undefined);
  }
}

/** The columns a request sets: never the key (a renamed default policy keeps its own). */
function columnsOf(input: PolicyInput): Omit<NewPolicy, 'organisationId' | 'key'> {
  return {
    name: input.name,
    priority: input.priority,
    kind: input.kind,
    categoryId: input.category_id,
    buildingId: input.building_id,
    responseMinutes: input.response_minutes,
    resolutionMinutes: input.resolution_minutes,
    clock: input.clock,
    escalationRoleId: input.escalation_role_id,
    active: input.active,
  };
}

export async function createPolicy(
  executor: Executor,
  organisationId: string,
  input: PolicyInput,
): Promise<TSlaPolicy> {
  await checkReferences(executor, organisationId, input);
  const [row] = await forOrganisation(executor, organisationId).insert(slaPolicies, [
    columnsOf(input),
  ]);
  if (!row) throw new Error('Creating the SLA policy failed');
  return policyById(executor, organisationId, row.id);
}

export async function updatePolicy(
  executor: Executor,
  organisationId: string,
  id: string,
  input: PolicyInput,
): Promise<TSlaPolicy> {
  await policyById(executor, organisationId, id);
  await checkReferences(executor, organisationId, input);
  await forOrganisation(executor, organisationId).update(
    slaPolicies,
    columnsOf(input),
    eq(slaPolicies.id, id),
  );
  return policyById(executor, organisationId, id);
}

export async function deletePolicy(
  executor: Executor,
  organisationId: string,
  id: string,
): Promise<void> {
  const [row] = await forOrganisation(executor, organisationId).delete(
    slaPolicies,
    eq(slaPolicies.id, id),
  );
  if (!row) throw new AppError(POLICY_NOT_FOUND);
}
