/**
 * The organisation's people as report deliveries see them outside a request: who may open a
 * report (read report and what the report needs besides), in which language they read, and a
 * member as the viewer a request would have made of them (their rules, buildings, company and
 * teams as of now), so a background run shows exactly what that person would see.
 */
import type { TReportSchedulePerson } from '@mainstay/contracts';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@mainstay/i18n';
import {
  defineAbilityFor,
  mergeRules,
  sanitizeRules,
  type AppAbility,
  type PermissionRule,
} from '@mainstay/permissions';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roles, teamMembers, userRoles, users } from '../../db/schema/index.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { TicketViewer } from '../tickets/index.ts';
import { mayOpen, reportDefinition } from './report-catalogue.ts';

export interface ReportMember {
  id: string;
  name: string;
  email: string;
  language: LanguageCode;
  active: boolean;
  rules: PermissionRule[];
  ability: AppAbility;
}

/** The organisation's users (those named, or all), active or not, with their permissions. */
export async function loadMembers(
  executor: Executor,
  organisationId: string,
  ids?: readonly string[],
): Promise<ReportMember[]> {
  if (ids && ids.length === 0) return [];
  const scope = forOrganisation(executor, organisationId);
  const only = (column: typeof users.id | typeof userRoles.userId): SQL | undefined =>
    ids ? inArray(column, [...ids]) : undefined;
  const [people, ruleRows] = await Promise.all([
    executor
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        language: users.language,
        status: users.status,
      })
      .from(users)
      .where(scope.where(users, only(users.id)))
      .orderBy(asc(users.name)),
    executor
      .select({ userId: userRoles.userId, rules: roles.rules })
      .from(userRoles)
      .innerJoin(roles, scope.on(roles, eq(roles.id, userRoles.roleId)))
      .where(scope.where(userRoles, only(userRoles.userId))),
  ]);
  const rulesOf = new Map<string, PermissionRule[][]>();
  for (const row of ruleRows) {
    rulesOf.set(row.userId, [...(rulesOf.get(row.userId) ?? []), sanitizeRules(row.rules)]);
  }
  return people.map((person) => {
    const rules = mergeRules(rulesOf.get(person.id) ?? []);
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      language: isLanguageCode(person.language) ? person.language : DEFAULT_LANGUAGE,
      active: person.status === 'active',
      rules,
      ability: defineAbilityFor(rules),
    };
  });
}

/** True when the member is active and may open the report (read report, and its needs). */
export function mayReceive(member: ReportMember, reportKey: string): boolean {
  const definition = reportDefinition(reportKey);
  return (
    member.active &&
    definition !== undefined &&
    member.ability.can('read', 'report') &&
    mayOpen(member.ability, definition)
  );
}

export const personOf = (member: ReportMember): TReportSchedulePerson => ({
  id: member.id,
  name: member.name,
  email: member.email,
});

/** The member as a request of theirs would see tickets: scope and teams read now. */
export async function viewerOfMember(
  executor: Executor,
  organisationId: string,
  member: ReportMember,
): Promise<TicketViewer> {
  const scope = await accessScopeOf(executor, { userId: member.id, organisationId });
  const teams = await executor
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      forOrganisation(executor, organisationId).where(
        teamMembers,
        eq(teamMembers.userId, member.id),
      ),
    );
  const teamIds = teams.map((row) => row.teamId);
  return {
    auth: {
      userId: member.id,
      userName: member.name,
      organisationId,
      // No token: the member is not signed in, the server acts on their behalf.
      tokenId: '',
      rules: member.rules,
      ability: member.ability,
      scope,
      teamIds,
      language: member.language,
    },
    scope,
    teamIds,
  };
}
