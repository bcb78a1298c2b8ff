/**
 * Teams: a name unique in the organisation, a description, members and a lead who is always
 * one of the members. Every change is audited in the same transaction.
 */
import {
  type TCreateTeamRequest,
  type TFieldErrors,
  type TTeam,
  type TTeamListQuery,
  type TTeamListResponse,
  type TUpdateTeamRequest,
  type TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { teamMembers, teams, users, type Team } from '../../db/schema/index.ts';
import { recordChange, changedFields, type AuditSubject } from '../../lib/audit.ts';
import { AppError, takenOnRace, ValidationError } from '../../lib/errors.ts';
import { forOrganisation, type TenantScope } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { containsPattern, type TeamDeps } from './team.shared.ts';

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const TEAM_MESSAGES = {
  notFound: 'TEAM_NOT_FOUND',
  notMemberOfTeam: 'NOT_TEAM_MEMBER',
  leadNotInOrganisation: 'TEAM_LEAD_NOT_MEMBER',
  membersNotInOrganisation: 'TEAM_MEMBERS_NOT_MEMBERS',
  userNotInOrganisation: 'PERSON_NOT_MEMBER',
  nameTaken: 'TEAM_NAME_TAKEN',
} as const satisfies Record<string, TDomainErrorCode>;

async function toTeams(executor: Executor, organisationId: string, rows: Team[]) {
  if (rows.length === 0) return [];
  const scope = forOrganisation(executor, organisationId);
  const memberRows = await executor
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      name: users.name,
      email: users.email,
      job_title: users.jobTitle,
    })
    .from(teamMembers)
    .innerJoin(users, scope.where(users, eq(users.id, teamMembers.userId)))
    .where(
      scope.where(
        teamMembers,
        inArray(
          teamMembers.teamId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row): TTeam => {
    const members = memberRows
      .filter((member) => member.teamId === row.id)
      .map(({ teamId: _teamId, ...member }) => member);
    const lead = members.find((member) => member.id === row.leadUserId);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      lead: lead ? { id: lead.id, name: lead.name } : null,
      members,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

export async function listTeams(
  deps: TeamDeps,
  auth: RequestAuth,
  query: TTeamListQuery,
): Promise<TTeamListResponse> {
  const scope = forOrganisation(deps.db, auth.organisationId);
  const rows = await deps.db
    .select()
    .from(teams)
    .where(
      scope.where(
        teams,
        query.search ? ilike(teams.name, containsPattern(query.search)) : undefined,
      ),
    )
    .orderBy(asc(teams.name));
  return { data: await toTeams(deps.db, auth.organisationId, rows) };
}

async function findTeam(executor: Executor, organisationId: string, id: string): Promise<Team> {
  const [row] = await forOrganisation(executor, organisationId).select(teams, eq(teams.id, id));
  if (!row) throw new AppError(TEAM_MESSAGES.notFound);
  return row;
}

async function teamView(executor: Executor, organisationId: string, id: string): Promise<TTeam> {
  const [view] = await toTeams(executor, organisationId, [
    await findTeam(executor, organisationId, id),
  ]);
  if (!view) throw new AppError(TEAM_MESSAGES.notFound);
  return view;
}

/** Field errors for people who are not users of the organisation, and the name if taken. */
async function checkTeamInput(
  executor: Executor,
  organisationId: string,
  input: { name?: string; lead_user_id?: string | null; member_ids?: string[] },
  exceptTeamId?: string,
): Promise<void> {
  const scope = forOrganisation(executor, organisationId);
  const errors: TFieldErrors = {};
  const people = [
    ...new Set([...(input.member_ids ?? []), ...(input.lead_user_id ? [input.lead_user_id] : [])]),
  ];
  if (people.length > 0) {
    const found = new Set(
      (await scope.select(users, inArray(users.id, people))).map((row) => row.id),
    );
    if (input.lead_user_id && !found.has(input.lead_user_id)) {
      errors.lead_user_id = [TEAM_MESSAGES.leadNotInOrganisation];
    }
    if ((input.member_ids ?? []).some((id) => !found.has(id))) {
      errors.member_ids = [TEAM_MESSAGES.membersNotInOrganisation];
    }
  }
  if (input.name !== undefined) {
    const [clash] = await scope.select(
      teams,
      and(
        sql`lower(${teams.name}) = lower(${input.name})`,
        exceptTeamId ? ne(teams.id, exceptTeamId) : undefined,
      ),
    );
    if (clash) errors.name = [TEAM_MESSAGES.nameTaken];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The race the up-front name check cannot see ends as the same field error. */
const nameTakenOnRace = takenOnRace('name', TEAM_MESSAGES.nameTaken);

/** The team as the audit log names it. */
const teamSubject = (team: { id: string; name: string }): AuditSubject => ({
  type: 'team',
  id: team.id,
  label: team.name,
});

export async function createTeam(
  deps: TeamDeps,
  auth: RequestAuth,
  input: TCreateTeamRequest,
): Promise<TTeam> {
  const lead = input.lead_user_id ?? null;
  const memberIds = [...new Set([...(input.member_ids ?? []), ...(lead ? [lead] : [])])];
  return deps.db
    .transaction(async (tx) => {
      await checkTeamInput(tx, auth.organisationId, { ...input, member_ids: memberIds });
      const scope = forOrganisation(tx, auth.organisationId);
      const [row] = await scope.insert(teams, [
        { name: input.name, description: input.description ?? '', leadUserId: lead },
      ]);
      if (!row) throw new Error('The team was not stored');
      await scope.insert(
        teamMembers,
        memberIds.map((userId) => ({ teamId: row.id, userId })),
      );
      await recordChange(tx, auth, 'team.created', teamSubject(row), {
        after: {
          name: row.name,
          description: row.description,
          lead_user_id: lead,
          member_ids: memberIds,
        },
      });
      return teamView(tx, auth.organisationId, row.id);
    })
    .catch(nameTakenOnRace);
}

export async function updateTeam(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  input: TUpdateTeamRequest,
): Promise<TTeam> {
  return deps.db
    .transaction(async (tx) => {
      const scope = forOrganisation(tx, auth.organisationId);
      const before = await teamView(tx, auth.organisationId, id);
      await checkTeamInput(tx, auth.organisationId, input, id);
      const lead =
        input.lead_user_id === undefined ? (before.lead?.id ?? null) : input.lead_user_id;
      const currentIds = before.members.map((member) => member.id);
      const wantedIds = [
        ...new Set([...(input.member_ids ?? currentIds), ...(lead ? [lead] : [])]),
      ];
      await scope.update(
        teams,
        {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          leadUserId: lead,
        },
        eq(teams.id, id),
      );
      const removed = currentIds.filter((userId) => !wantedIds.includes(userId));
      const added = wantedIds.filter((userId) => !currentIds.includes(userId));
      if (removed.length > 0) {
        await scope.delete(
          teamMembers,
          and(eq(teamMembers.teamId, id), inArray(teamMembers.userId, removed)),
        );
      }
      await scope.insert(
        teamMembers,
        added.map((userId) => ({ teamId: id, userId })),
      );
      const after = await teamView(tx, auth.organisationId, id);
      const changes = changedFields(auditable(before), auditable(after));
      if (changes) await recordChange(tx, auth, 'team.updated', teamSubject(after), changes);
      return after;
    })
    .catch(nameTakenOnRace);
}

function auditable(team: TTeam) {
  return {
    name: team.name,
    description: team.description,
    lead_user_id: team.lead?.id ?? null,
    member_ids: team.members.map((member) => member.id).sort(),
  };
}

/** A change of one team's members, in a transaction: the team as it is afterwards. */
function changeMembers(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  change: (scope: TenantScope, team: Team, tx: Transaction) => Promise<void>,
): Promise<TTeam> {
  return deps.db.transaction(async (tx) => {
    const team = await findTeam(tx, auth.organisationId, id);
    await change(forOrganisation(tx, auth.organisationId), team, tx);
    return teamView(tx, auth.organisationId, id);
  });
}

export async function addTeamMember(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  userId: string,
): Promise<TTeam> {
  return changeMembers(deps, auth, id, async (scope, team, tx) => {
    const [person] = await scope.select(users, eq(users.id, userId));
    if (!person) throw new ValidationError({ user_id: [TEAM_MESSAGES.userNotInOrganisation] });
    const [existing] = await scope.select(
      teamMembers,
      and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)),
    );
    if (existing) return;
    await scope.insert(teamMembers, [{ teamId: id, userId }]);
    await recordChange(tx, auth, 'team.member_added', teamSubject(team), {
      after: { user_id: userId, name: person.name },
    });
  });
}

export async function removeTeamMember(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  userId: string,
): Promise<TTeam> {
  return changeMembers(deps, auth, id, async (scope, team, tx) => {
    const [removed] = await scope.delete(
      teamMembers,
      and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)),
    );
    if (!removed) throw new AppError(TEAM_MESSAGES.notMemberOfTeam);
    // The lead is always a member: removing them leaves the team without a lead.
    if (team.leadUserId === userId) {
      await scope.update(teams, { leadUserId: null }, eq(teams.id, id));
    }
    await recordChange(tx, auth, 'team.member_removed', teamSubject(team), {
      before: { user_id: userId, was_lead: team.leadUserId === userId },
    });
  });
}

export async function deleteTeam(deps: TeamDeps, auth: RequestAuth, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await teamView(tx, auth.organisationId, id);
    await forOrganisation(tx, auth.organisationId).delete(teams, eq(teams.id, id));
    await recordChange(tx, auth, 'team.deleted', teamSubject(before), {
      before: auditable(before),
    });
  });
}
