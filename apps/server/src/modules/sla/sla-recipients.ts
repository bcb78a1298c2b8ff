/**
 * Who hears about a ticket's SLA: the people working on it (assigned users, members of its team,
 * staff of its contractor company), its managers (anyone whose roles allow writing the ticket's
 * kind, within their buildings) and the holders of a policy's escalation role.
 * Notify keeps only active users of the organisation, so these may include inactive ones.
 */
import {
  defineAbilityFor,
  mergeRules,
  sanitizeRules,
  type AppAbility,
} from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  roles,
  teamMembers,
  ticketAssignees,
  userBuildings,
  userRoles,
  users,
  type Ticket,
} from '../../db/schema/index.ts';
import { KIND_SUBJECT } from '../tickets/index.ts';
import { forOrganisation } from '../../lib/tenancy.ts';

type TicketPeople = Pick<Ticket, 'id' | 'organisationId' | 'teamId' | 'contractorId'>;

/** Assigned users, the team's members and the contractor company's staff. */
export async function workersOf(executor: Executor, ticket: TicketPeople): Promise<string[]> {
  const scope = forOrganisation(executor, ticket.organisationId);
  const [assigned, members, staff] = await Promise.all([
    executor
      .select({ userId: ticketAssignees.userId })
      .from(ticketAssignees)
      .where(scope.where(ticketAssignees, eq(ticketAssignees.ticketId, ticket.id))),
    ticket.teamId
      ? executor
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(scope.where(teamMembers, eq(teamMembers.teamId, ticket.teamId)))
      : [],
    ticket.contractorId
      ? executor
          .select({ userId: users.id })
          .from(users)
          .where(scope.where(users, eq(users.contractorId, ticket.contractorId)))
      : [],
  ]);
  return [...new Set([...assigned, ...members, ...staff].map((row) => row.userId))];
}

interface Member {
  userId: string;
  ability: AppAbility;
  /** Null when not limited to some buildings. */
  buildingIds: Set<string> | null;
}

/** Every active member's permissions and buildings, loaded once per organisation and pass. */
export async function membersOf(executor: Executor, organisationId: string): Promise<Member[]> {
  const scope = forOrganisation(executor, organisationId);
  const [ruleRows, buildingRows] = await Promise.all([
    executor
      .select({ userId: userRoles.userId, rules: roles.rules })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(scope.where(userRoles), scope.where(roles), eq(users.status, 'active'))),
    executor
      .select({ userId: userBuildings.userId, buildingId: userBuildings.buildingId })
      .from(userBuildings)
      .where(scope.where(userBuildings)),
  ]);
  const rulesByUser = new Map<string, ReturnType<typeof sanitizeRules>[]>();
  for (const row of ruleRows) {
    rulesByUser.set(row.userId, [...(rulesByUser.get(row.userId) ?? []), sanitizeRules(row.rules)]);
  }
  const buildingsByUser = new Map<string, Set<string>>();
  for (const row of buildingRows) {
    const set = buildingsByUser.get(row.userId) ?? new Set<string>();
    set.add(row.buildingId);
    buildingsByUser.set(row.userId, set);
  }
  return [...rulesByUser].map(([userId, ruleLists]) => ({
    userId,
    ability: defineAbilityFor(mergeRules(ruleLists)),
    buildingIds: buildingsByUser.get(userId) ?? null,
  }));
}

/** Members who may change tickets of this kind in this building. */
export function managersAmong(
  members: readonly Member[],
  ticket: Pick<Ticket, 'kind' | 'buildingId'>,
): string[] {
  return members
    .filter(
      (member) =>
        member.ability.can('write', KIND_SUBJECT[ticket.kind]) &&
        (member.buildingIds === null || member.buildingIds.has(ticket.buildingId)),
    )
    .map((member) => member.userId);
}

export async function roleHolders(
  executor: Executor,
  organisationId: string,
  roleId: string,
): Promise<string[]> {
  const rows = await executor
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      forOrganisation(executor, organisationId).where(userRoles, eq(userRoles.roleId, roleId)),
    );
  return rows.map((row) => row.userId);
}
