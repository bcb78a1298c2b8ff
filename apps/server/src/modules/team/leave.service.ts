/**
 * Members' leave: recording it (your own with read on team, anyone's with write on team),
 * listing who is off when, and `isOnLeave` for scheduling (assignment warns when someone is
 * on leave). Two entries of one person never overlap.
 */
import type {
  TCreateLeaveRequest,
  TLeave,
  TLeaveListQuery,
  TLeaveListResponse,
  TDomainErrorCode,
} from '@mainstay/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { leave, users, type Leave } from '../../db/schema/index.ts';
import { recordChange, type AuditSubject } from '../../lib/audit.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { forOrganisation } from '../../lib/tenancy.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { inclusiveDays, today, type TeamDeps } from './team.shared.ts';

/** The refusals of this service, as error codes (the sentences are in packages/i18n). */
export const LEAVE_MESSAGES = {
  notFound: 'LEAVE_NOT_FOUND',
  ownOnly: 'LEAVE_OWN_ONLY',
  notMember: 'PERSON_NOT_MEMBER',
  overlap: 'LEAVE_OVERLAP',
} as const satisfies Record<string, TDomainErrorCode>;

const MAX_LISTED = 500;
const PAST_ON_MEMBER_PAGE = 20;

type LeaveWithName = Leave & { userName: string };

export function toLeave(row: LeaveWithName): TLeave {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    days: inclusiveDays(row.startsOn, row.endsOn),
    type: row.type,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

async function selectLeave(
  executor: Executor,
  organisationId: string,
  condition: ReturnType<typeof and>,
  order: 'upcoming' | 'recent',
  limit: number,
): Promise<LeaveWithName[]> {
  const scope = forOrganisation(executor, organisationId);
  const rows = await executor
    .select({ leave, userName: users.name })
    .from(leave)
    .innerJoin(users, scope.where(users, eq(users.id, leave.userId)))
    .where(scope.where(leave, condition))
    .orderBy(
      ...(order === 'upcoming'
        ? [asc(leave.startsOn), asc(users.name)]
        : [desc(leave.startsOn), asc(users.name)]),
    )
    .limit(limit);
  return rows.map((row) => ({ ...row.leave, userName: row.userName }));
}

/** Leave overlapping the period (from defaults to today, so by default: current and upcoming). */
export async function listLeave(
  executor: Executor,
  auth: RequestAuth,
  query: TLeaveListQuery,
): Promise<TLeaveListResponse> {
  const from = query.from ?? today();
  const rows = await selectLeave(
    executor,
    auth.organisationId,
    and(
      gte(leave.endsOn, from),
      query.to ? lte(leave.startsOn, query.to) : undefined,
      query.user_id ? eq(leave.userId, query.user_id) : undefined,
    ),
    'upcoming',
    MAX_LISTED,
  );
  return { data: rows.map(toLeave) };
}

/** A member's leave for their page: current and upcoming, and the most recent past entries. */
export async function leaveOfMember(
  executor: Executor,
  organisationId: string,
  userId: string,
): Promise<{ upcoming: TLeave[]; past: TLeave[] }> {
  const now = today();
  const theirs = async (when: SQL, order: 'upcoming' | 'recent', limit: number) =>
    (
      await selectLeave(executor, organisationId, and(eq(leave.userId, userId), when), order, limit)
    ).map(toLeave);
  // One query at a time: the executor may be a transaction (a single connection).
  const upcoming = await theirs(gte(leave.endsOn, now), 'upcoming', MAX_LISTED);
  const past = await theirs(lt(leave.endsOn, now), 'recent', PAST_ON_MEMBER_PAGE);
  return { upcoming, past };
}

/** The ids among `userIds` who are on leave on `date` (YYYY-MM-DD). */
export async function usersOnLeave(
  executor: Executor,
  organisationId: string,
  userIds: readonly string[],
  date: string,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await forOrganisation(executor, organisationId).select(
    leave,
    and(inArray(leave.userId, [...userIds]), lte(leave.startsOn, date), gte(leave.endsOn, date)),
  );
  return new Set(rows.map((row) => row.userId));
}

/** True when the member has leave covering `date` (YYYY-MM-DD); for scheduling warnings. */
export async function isOnLeave(
  executor: Executor,
  organisationId: string,
  userId: string,
  date: string,
): Promise<boolean> {
  return (await usersOnLeave(executor, organisationId, [userId], date)).has(userId);
}

/** The leave as the audit log names it (by the person's name, when known). */
const leaveSubject = (row: Leave, name: string): AuditSubject => ({
  type: 'leave',
  id: row.id,
  label: name,
});

const auditable = (row: Leave) => ({
  user_id: row.userId,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
  type: row.type,
});

export async function createLeave(
  deps: TeamDeps,
  auth: RequestAuth,
  input: TCreateLeaveRequest,
): Promise<TLeave> {
  const userId = input.user_id ?? auth.userId;
  if (userId !== auth.userId && !auth.ability.can('write', 'team')) {
    throw new AppError(LEAVE_MESSAGES.ownOnly);
  }
  return deps.db.transaction(async (tx) => {
    const scope = forOrganisation(tx, auth.organisationId);
    // Locking the person's row makes concurrent requests for them take turns, so the overlap
    // check below cannot be passed by two requests at once.
    const [person] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(scope.where(users, eq(users.id, userId)))
      .for('update');
    if (!person) throw new ValidationError({ user_id: [LEAVE_MESSAGES.notMember] });

    const [clash] = await scope.select(
      leave,
      and(
        eq(leave.userId, userId),
        lte(leave.startsOn, input.ends_on),
        gte(leave.endsOn, input.starts_on),
      ),
    );
    if (clash) {
      throw new AppError(LEAVE_MESSAGES.overlap, {
        params: { name: person.name, from: clash.startsOn, to: clash.endsOn },
      });
    }
    const [row] = await scope.insert(leave, [
      {
        userId,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
        type: input.type,
        note: input.note ?? '',
        createdByUserId: auth.userId,
      },
    ]);
    if (!row) throw new Error('The leave was not stored');
    await recordChange(tx, auth, 'leave.created', leaveSubject(row, person.name), {
      after: auditable(row),
    });
    return toLeave({ ...row, userName: person.name });
  });
}

export async function deleteLeave(deps: TeamDeps, auth: RequestAuth, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const scope = forOrganisation(tx, auth.organisationId);
    const [row] = await scope.select(leave, eq(leave.id, id));
    if (!row) throw new AppError(LEAVE_MESSAGES.notFound);
    if (row.userId !== auth.userId && !auth.ability.can('write', 'team')) {
      throw new AppError(LEAVE_MESSAGES.ownOnly);
    }
    await scope.delete(leave, eq(leave.id, id));
    await recordChange(tx, auth, 'leave.deleted', leaveSubject(row, ''), {
      before: auditable(row),
    });
  });
}
