/**
 * Members as the team pages show them: users of the organisation with their roles, teams,
 * skills and whether they are on leave today; a member's profile adds contact details, their
 * contractor company, leave and assigned work.
 */
import type {
  TTeamMember,
  TTeamMemberDetail,
  TTeamMemberListQuery,
  TTeamMemberListResponse,
  TUpdateTeamMemberRequest,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  contractors,
  roles,
  teamMembers,
  teams,
  userRoles,
  users,
  type User,
} from '../../db/schema/index.ts';
import { recordChange, changedFields } from '../../lib/audit.ts';
import { pageWindow } from '../../lib/list-query.ts';
import { AppError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { accessScopeOf } from '../../lib/access-scope.ts';
import { assignedWorkOf } from './assigned-work.ts';
import { leaveOfMember, usersOnLeave } from './leave.service.ts';
import { containsPattern, fileRowsById, today, type TeamDeps } from './team.shared.ts';

export const MEMBER_NOT_FOUND = 'MEMBER_NOT_FOUND' satisfies TDomainErrorCode;

/** Each user's references (roles, teams), sorted by name. */
function groupRefs<R extends { userId: string; name: string }>(
  rows: R[],
): Map<string, Omit<R, 'userId'>[]> {
  const byUser = new Map<string, Omit<R, 'userId'>[]>();
  for (const { userId, ...ref } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(ref);
    byUser.set(userId, list);
  }
  for (const list of byUser.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return byUser;
}

/** Adds roles, teams, avatar links and today's leave to a page of users. */
async function toMembers(deps: TeamDeps, organisationId: string, rows: User[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const scope = forOrganisation(deps.db, organisationId);
  const [roleRows, teamRows, onLeave, avatarFiles] = await Promise.all([
    deps.db
      .select({ userId: userRoles.userId, id: roles.id, key: roles.key, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, scope.where(roles, eq(roles.id, userRoles.roleId)))
      .where(scope.where(userRoles, inArray(userRoles.userId, ids))),
    deps.db
      .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
      .from(teamMembers)
      .innerJoin(teams, scope.where(teams, eq(teams.id, teamMembers.teamId)))
      .where(scope.where(teamMembers, inArray(teamMembers.userId, ids))),
    usersOnLeave(deps.db, organisationId, ids, today()),
    fileRowsById(
      deps.db,
      organisationId,
      rows.map((row) => row.avatar),
    ),
  ]);
  const rolesOf = groupRefs(roleRows);
  const teamsOf = groupRefs(teamRows);
  return rows.map((row): TTeamMember => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    job_title: row.jobTitle,
    avatar: (() => {
      const file = row.avatar ? avatarFiles.get(row.avatar) : undefined;
      return file ? deps.files.link(file) : null;
    })(),
    roles: rolesOf.get(row.id) ?? [],
    teams: teamsOf.get(row.id) ?? [],
    skills: row.skills,
    status: row.status,
    on_leave_today: onLeave.has(row.id),
  }));
}

export async function listMembers(
  deps: TeamDeps,
  auth: RequestAuth,
  query: TTeamMemberListQuery,
): Promise<TTeamMemberListResponse> {
  const scope = forOrganisation(deps.db, auth.organisationId);
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.jobTitle, pattern)),
    );
  }
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.team_id) {
    const inTeam = scope.where(teamMembers, eq(teamMembers.teamId, query.team_id));
    conditions.push(
      inArray(users.id, deps.db.select({ id: teamMembers.userId }).from(teamMembers).where(inTeam)),
    );
  }
  if (query.role_id) {
    const withRole = scope.where(userRoles, eq(userRoles.roleId, query.role_id));
    conditions.push(
      inArray(users.id, deps.db.select({ id: userRoles.userId }).from(userRoles).where(withRole)),
    );
  }
  const where = scope.where(users, and(...conditions));
  const [totals] = await deps.db.select({ total: count() }).from(users).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await deps.db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit)
    .offset(offset);
  return {
    data: await toMembers(deps, auth.organisationId, rows),
    total: totals?.total ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

async function findUser(executor: Executor, organisationId: string, id: string): Promise<User> {
  const [row] = await forOrganisation(executor, organisationId).select(users, eq(users.id, id));
  if (!row) throw new AppError(MEMBER_NOT_FOUND);
  return row;
}

export async function memberDetail(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
): Promise<TTeamMemberDetail> {
  const user = await findUser(deps.db, auth.organisationId, id);
  const [member] = await toMembers(deps, auth.organisationId, [user]);
  if (!member) throw new AppError(MEMBER_NOT_FOUND);
  const [company] = user.contractorId
    ? await forOrganisation(deps.db, auth.organisationId).select(
        contractors,
        eq(contractors.id, user.contractorId),
      )
    : [];
  return {
    ...member,
    username: user.username,
    contractor: company ? { id: company.id, company_name: company.companyName } : null,
    leave: await leaveOfMember(deps.db, auth.organisationId, user.id),
    assigned_work: await assignedWorkOf(
      deps.db,
      auth.organisationId,
      user.id,
      await accessScopeOf(deps.db, auth),
    ),
  };
}

export async function updateMember(
  deps: TeamDeps,
  auth: RequestAuth,
  id: string,
  input: TUpdateTeamMemberRequest,
): Promise<TTeamMemberDetail> {
  await deps.db.transaction(async (tx) => {
    const before = await findUser(tx, auth.organisationId, id);
    const values = {
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
      ...(input.skills !== undefined ? { skills: input.skills } : {}),
    };
    if (Object.keys(values).length === 0) return;
    await forOrganisation(tx, auth.organisationId).update(users, values, eq(users.id, id));
    const changes = changedFields(
      { phone: before.phone, job_title: before.jobTitle, skills: before.skills },
      {
        phone: 'phone' in values ? values.phone : before.phone,
        job_title: 'jobTitle' in values ? values.jobTitle : before.jobTitle,
        skills: 'skills' in values ? values.skills : before.skills,
      },
    );
    const subject = { type: 'user', id, label: before.name } as const;
    if (changes) await recordChange(tx, auth, 'user.updated', subject, changes);
  });
  return memberDetail(deps, auth, id);
}
